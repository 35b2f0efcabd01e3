import { open } from "node:fs/promises";
import { availableParallelism } from "node:os";
import type { Worker } from "node:worker_threads";
import { identityFields } from "@storefront/schemas";
import { InventorySplitter } from "../stock/inventory-splitter.ts";
import { stockAttributes } from "../stock/stock-attributes.ts";
import { VehicleList, type VehicleListBuilder } from "../stock/vehicle-list.ts";
import { startWorkerThread } from "../worker-thread.ts";
import { loadRange, type RangeResult, type RangeTask } from "./inventory-range.ts";
import type { RangeMessage, RangeRequest } from "./inventory-range-worker.ts";
import type { LocatedProblem } from "./json-source.ts";
import { RepeatedIdentities } from "./repeated-identities.ts";

/** A file's records read and checked, in file order, with what is left around them. */
export type ReadRecords = {
  vehicles: VehicleList;
  rejected: LocatedProblem[];
  rejectedRecords: number;
  outline: string;
  unfinished: boolean;
};

export type ParallelOptions = {
  /** Threads to read with (default: one a core). */
  threads?: number;
  /** Files smaller than this are read on the calling thread (default 32 MB). */
  minBytes?: number;
  /** About how many bytes a part has (default 64 MB): the threads take parts in turn. */
  partBytes?: number;
  /**
   * The served stock, when this is the feed's next version: records found in it byte for byte
   * keep its text rather than a copy (see PreviousText), so replacing a stock holds two copies
   * only of the records that changed.
   */
  previous?: VehicleList | undefined;
};

/** How far into the file the records' list must open, and how far a part's start is looked for. */
const lookAhead = 1024 * 1024;

/**
 * Reads a large inventory file on several threads: the file is cut into parts at line ends
 * between two records, each thread takes the next part as it finishes one and checks its
 * records (see inventory-range.ts), and the parts are taken over here in file order as they
 * come, while the threads read on: repeated ids, slugs and stock numbers are found here, so the
 * stock, its order and the rejected records are what reading the file in one go gives.
 * Undefined when the file is small, or not cut into parts this way (all on one line, say, or a
 * part's start turned out to be inside a record): then it is read in one go.
 */
export async function readInParallel(
  file: string,
  size: number,
  onRead: ((bytesRead: number) => void) | undefined,
  options: ParallelOptions = {},
): Promise<ReadRecords | undefined> {
  const threads = options.threads ?? availableParallelism();
  if (threads < 2 || size < (options.minBytes ?? 32 * 1024 * 1024)) return undefined;
  const count = Math.max(threads, Math.ceil(size / (options.partBytes ?? 64 * 1024 * 1024)));
  const cut = await partsOf(file, size, count);
  if (!cut) return undefined;
  let bytesRead = 0;
  const previous = await options.previous?.previousText();
  const tasks = cut.starts.map(
    (start, at): RangeTask => ({
      file,
      start,
      end: cut.starts[at + 1] ?? size,
      listDepth: at === 0 ? undefined : cut.listDepth,
      attributes: stockAttributes,
      previous,
    }),
  );
  const merge = new InOrderMerge(cut.listDepth, options.previous);
  const readers = new PartReaders(tasks, Math.min(threads, tasks.length), (bytes) => {
    bytesRead += bytes;
    onRead?.(bytesRead);
  });
  try {
    for (let at = 0; at < tasks.length; at++) {
      const part = await readers.part(at);
      // Each part but the last must end between two records of the list, where the next starts.
      const last = at === tasks.length - 1;
      if (!last && !(part.afterRecordComma && part.listDepth === cut.listDepth)) return undefined;
      await merge.add(part);
    }
  } finally {
    await readers.stop();
  }
  return merge.finish();
}

/**
 * The file's records read and checked on this thread as it streams in: one part, taken over as
 * readInParallel takes over each of its parts.
 */
export async function readInOrder(
  file: string,
  onRead: ((bytesRead: number) => void) | undefined,
  previous?: VehicleList,
): Promise<ReadRecords> {
  let bytesRead = 0;
  const task = {
    ...{ file, start: 0, attributes: stockAttributes },
    previous: await previous?.previousText(),
  };
  const part = await loadRange(task, (bytes) => {
    bytesRead += bytes;
    onRead?.(bytesRead);
  });
  const merge = new InOrderMerge(part.recordsDepth, previous);
  await merge.add(part);
  return merge.finish();
}

/** Where each part starts, and the depth of the records' list; undefined if not found. */
async function partsOf(
  file: string,
  size: number,
  count: number,
): Promise<{ starts: number[]; listDepth: number } | undefined> {
  const handle = await open(file);
  try {
    const read = async (at: number) => {
      const buffer = Buffer.alloc(Math.min(lookAhead, size - at));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, at);
      return buffer.subarray(0, bytesRead);
    };
    // The records' list's depth, and the column the first record starts at.
    let [column, listDepth] = [0, 0];
    const head = new InventorySplitter((record) => {
      if (!column) [column, listDepth] = [record.column, record.path.length];
    });
    for (let at = 0; at < lookAhead && at < size && !column; at += 64 * 1024)
      head.write((await read(at)).subarray(0, 64 * 1024));
    if (!column) return undefined;
    const starts = [0];
    for (let part = 1; part < count; part++) {
      const from = Math.max(Math.floor((size * part) / count), starts.at(-1)! + 1);
      if (from >= size) break;
      const start = recordLineAfter(await read(from), column);
      if (start !== undefined) starts.push(from + start);
    }
    return starts.length > 1 ? { starts, listDepth } : undefined;
  } finally {
    await handle.close();
  }
}

/**
 * The first line start in `bytes` that looks like a record's: the line before ends with a comma,
 * and this one opens an object at the column the first record starts at (a record a line, or
 * pretty-printed). A part's reader checks that it was so (see readInParallel).
 */
function recordLineAfter(bytes: Buffer, column: number): number | undefined {
  for (let end = bytes.indexOf(10); end >= 0; end = bytes.indexOf(10, end + 1)) {
    let last = end - 1;
    while (last >= 0 && (bytes[last] === 13 || bytes[last] === 32 || bytes[last] === 9)) last--;
    if (last < 0 || bytes[last] !== 44) continue;
    let first = end + 1;
    while (first < bytes.length && (bytes[first] === 32 || bytes[first] === 9)) first++;
    if (bytes[first] === 123 && first - end === column) return end + 1;
  }
  return undefined;
}

/**
 * The young generation of a reading thread's heap (32 MB semi-spaces): each record parsed and
 * checked leaves tens of kilobytes of garbage, which Node's default young generation collects
 * more than twice as often; measured on a 100,000-vehicle feed to cut the threads' CPU by about
 * a sixth.
 */
const readerYoungGenerationMb = 96;

/**
 * Threads reading `tasks`, each taking the next one not yet taken as it finishes one; a part's
 * result is waited for by its place in the file.
 */
class PartReaders {
  private readonly results: Promise<RangeResult>[];
  private readonly settle: {
    resolve: (part: RangeResult) => void;
    reject: (error: Error) => void;
  }[] = [];
  private readonly workers: Worker[] = [];
  private next = 0;

  constructor(
    private readonly tasks: readonly RangeTask[],
    threads: number,
    private readonly onRead: (bytes: number) => void,
  ) {
    this.results = tasks.map(
      (_, at) =>
        new Promise<RangeResult>((resolve, reject) => {
          this.settle[at] = { resolve, reject };
        }),
    );
    // A part not waited for yet may fail: its failure is seen when it is waited for.
    for (const result of this.results) result.catch(() => {});
    for (let thread = 0; thread < threads; thread++) this.workers.push(this.start());
  }

  part(at: number): Promise<RangeResult> {
    return this.results[at]!;
  }

  /** Stops the threads; parts not read yet are not. */
  async stop(): Promise<void> {
    this.next = this.tasks.length;
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }

  private start(): Worker {
    const worker = startWorkerThread(
      import.meta.url,
      { built: "../cli/inventory-range-worker.js", source: "./inventory-range-worker.ts" },
      { resourceLimits: { maxYoungGenerationSizeMb: readerYoungGenerationMb } },
    );
    let reading: number | undefined;
    const failAll = (error: Error) => {
      for (const { reject } of this.settle) reject(error);
    };
    worker.on("message", (message: RangeMessage) => {
      if ("read" in message) this.onRead(message.read);
      else if ("done" in message) {
        this.settle[message.piece]!.resolve(message.done);
        reading = this.handOut(worker);
      } else
        failAll(Object.assign(new Error(message.failed.message), { code: message.failed.code }));
    });
    worker.on("error", failAll);
    worker.on("exit", (code) => {
      if (reading !== undefined)
        failAll(new Error(`Reading the inventory stopped (exit code ${code})`));
    });
    reading = this.handOut(worker);
    return worker;
  }

  /** Hands the next part to `worker`; the part, or undefined when none is left. */
  private handOut(worker: Worker): number | undefined {
    if (this.next >= this.tasks.length) return undefined;
    const piece = this.next++;
    const request: RangeRequest = { piece, task: this.tasks[piece]! };
    worker.postMessage(request);
    return piece;
  }
}

/** Records taken over between two turns of the event loop, so a serving server answers meanwhile. */
const recordsPerTurn = 10_000;

/**
 * A file's parts taken over in file order as they are added: the first of each id, slug and
 * stock number served, each repeat rejected.
 */
class InOrderMerge {
  private readonly vehicles: VehicleListBuilder;
  private readonly rejected: LocatedProblem[] = [];
  private readonly repeats = new RepeatedIdentities(64 * 1024);
  private readonly outline: string[] = [];
  private rejectedRecords = 0;
  private recordsBefore = 0;
  private linesBefore = 0;
  private unfinished = false;

  /** `previous`: the served stock the parts were read against (see ParallelOptions). */
  constructor(
    private readonly listDepth: number,
    previous: VehicleList | undefined,
  ) {
    this.vehicles = VehicleList.builder(stockAttributes, previous);
  }

  async add(part: RangeResult): Promise<void> {
    const { rejected, repeats, recordsBefore, linesBefore } = this;
    const pointerOf = (index: number) =>
      this.listDepth === 1 ? `/${index}` : `/vehicles/${index}`;
    const pathOf = (index: number) => (this.listDepth === 1 ? [index] : ["vehicles", index]);
    const kept = new Int32Array(part.valid.length);
    repeats.addPart(part, part.valid.length, (valid) => recordsBefore + part.valid[valid]!);
    let keptCount = 0;
    let nextRejected = 0;
    const takeRejected = (upTo: number) => {
      for (; nextRejected < part.rejected.length; nextRejected++) {
        const { at, problems } = part.rejected[nextRejected]!;
        if (at >= upTo) return;
        const [within, place] = [pointerOf(at), pointerOf(recordsBefore + at)];
        for (const problem of problems)
          rejected.push({
            ...problem,
            pointer: problem.pointer.startsWith(within)
              ? place + problem.pointer.slice(within.length)
              : problem.pointer,
            line: problem.line + linesBefore,
          });
        this.rejectedRecords++;
      }
    };
    for (let valid = 0; valid < part.valid.length; valid++) {
      if (valid % recordsPerTurn === recordsPerTurn - 1) await new Promise(setImmediate);
      const at = part.valid[valid]!;
      takeRejected(at);
      const problems = repeats.check(valid, pathOf(recordsBefore + at));
      if (!problems.length) kept[keptCount++] = valid;
      else {
        const line = part.lines[valid]! + linesBefore;
        for (const problem of problems)
          rejected.push({ ...problem, line, column: part.columns[valid]! });
        this.rejectedRecords++;
      }
    }
    takeRejected(part.records);
    // The part's records are taken over a column at a time, letting the event loop run between.
    for (const _ of this.vehicles.adopt(part, kept.subarray(0, keptCount), identityFields))
      await new Promise(setImmediate);
    this.recordsBefore += part.records;
    this.linesBefore += part.lineEnds;
    this.outline.push(part.outline);
    this.unfinished = part.unfinished;
  }

  finish(): ReadRecords {
    return {
      vehicles: this.vehicles.finish(),
      rejected: this.rejected,
      rejectedRecords: this.rejectedRecords,
      outline: this.outline.join(""),
      unfinished: this.unfinished,
    };
  }
}
