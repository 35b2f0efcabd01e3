import { open } from "node:fs/promises";
import { availableParallelism } from "node:os";
import type { Worker } from "node:worker_threads";
import { identityFields } from "@storefront/schemas";
import { InventorySplitter } from "../stock/inventory-splitter.ts";
import { stockAttributes } from "../stock/stock-attributes.ts";
import { VehicleList } from "../stock/vehicle-list.ts";
import { startWorkerThread } from "../worker-thread.ts";
import { loadRange, type RangeResult, type RangeTask } from "./inventory-range.ts";
import type { RangeMessage } from "./inventory-range-worker.ts";
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
};

/** How far into the file the records' list must open, and how far a part's start is looked for. */
const lookAhead = 1024 * 1024;

/**
 * Reads a large inventory file on several threads: the file is cut into parts at line ends
 * between two records, each part's records are checked on a thread of its own (see
 * inventory-range.ts), and the parts are taken over in file order here, where repeated ids,
 * slugs and stock numbers are found, so the stock, its order and the rejected records are what
 * reading the file in one go gives. Undefined when the file is small, or not cut into parts
 * this way (all on one line, say, or a part's start turned out to be inside a record): then it
 * is read in one go.
 */
export async function readInParallel(
  file: string,
  size: number,
  onRead: ((bytesRead: number) => void) | undefined,
  options: ParallelOptions = {},
): Promise<ReadRecords | undefined> {
  const threads = options.threads ?? availableParallelism();
  if (threads < 2 || size < (options.minBytes ?? 32 * 1024 * 1024)) return undefined;
  const cut = await partsOf(file, size, threads);
  if (!cut) return undefined;
  let bytesRead = 0;
  const parts = await Promise.all(
    cut.starts.map((start, at) =>
      readPart(
        {
          file,
          start,
          end: cut.starts[at + 1] ?? size,
          listDepth: at === 0 ? undefined : cut.listDepth,
          attributes: stockAttributes,
        },
        (bytes) => {
          bytesRead += bytes;
          onRead?.(bytesRead);
        },
      ),
    ),
  );
  const cutRight = parts.every(
    (part, at) =>
      at === parts.length - 1 || (part.afterRecordComma && part.listDepth === cut.listDepth),
  );
  return cutRight ? await merged(parts, cut.listDepth) : undefined;
}

/**
 * The file's records read and checked on this thread as it streams in: one part, taken over as
 * readInParallel takes over each of its parts.
 */
export async function readInOrder(
  file: string,
  onRead: ((bytesRead: number) => void) | undefined,
): Promise<ReadRecords> {
  let bytesRead = 0;
  const part = await loadRange({ file, start: 0, attributes: stockAttributes }, (bytes) => {
    bytesRead += bytes;
    onRead?.(bytesRead);
  });
  return await merged([part], part.recordsDepth);
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

/** Reads a part on a thread of its own. */
function readPart(task: RangeTask, onRead: (bytes: number) => void): Promise<RangeResult> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(task);
    let result: RangeResult | undefined;
    worker.on("message", (message: RangeMessage) => {
      if ("read" in message) onRead(message.read);
      else if ("done" in message) result = message.done;
      else reject(Object.assign(new Error(message.failed.message), { code: message.failed.code }));
    });
    worker.on("error", reject);
    worker.on("exit", (code) => {
      if (result) resolve(result);
      else reject(new Error(`Reading the inventory stopped (exit code ${code})`));
    });
  });
}

const startWorker = (task: RangeTask): Worker =>
  startWorkerThread(
    import.meta.url,
    { built: "../cli/inventory-range-worker.js", source: "./inventory-range-worker.ts" },
    { workerData: task },
  );

/** Records taken over between two turns of the event loop, so a serving server answers meanwhile. */
const recordsPerTurn = 10_000;

/** The parts' records in file order: the first of each id, slug and stock number served. */
async function merged(parts: RangeResult[], listDepth: number): Promise<ReadRecords> {
  const vehicles = VehicleList.builder(stockAttributes);
  const rejected: LocatedProblem[] = [];
  const repeats = new RepeatedIdentities(parts.reduce((sum, part) => sum + part.valid.length, 0));
  const pointerOf = (index: number) => (listDepth === 1 ? `/${index}` : `/vehicles/${index}`);
  const pathOf = (index: number) => (listDepth === 1 ? [index] : ["vehicles", index]);
  let rejectedRecords = 0;
  let recordsBefore = 0;
  let linesBefore = 0;
  for (const part of parts) {
    const kept = new Int32Array(part.valid.length);
    const before = recordsBefore;
    repeats.addPart(part, part.valid.length, (valid) => before + part.valid[valid]!);
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
        rejectedRecords++;
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
        rejectedRecords++;
      }
    }
    takeRejected(part.records);
    // The part's records are taken over a column at a time, letting the event loop run between.
    for (const _ of vehicles.adopt(part, kept.subarray(0, keptCount), identityFields))
      await new Promise(setImmediate);
    recordsBefore += part.records;
    linesBefore += part.lineEnds;
  }
  return {
    vehicles: vehicles.finish(),
    rejected,
    rejectedRecords,
    outline: parts.map((part) => part.outline).join(""),
    unfinished: parts.at(-1)!.unfinished,
  };
}
