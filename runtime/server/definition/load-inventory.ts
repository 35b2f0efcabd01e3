import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import {
  type Problem,
  RepeatCheck,
  type VehicleRecord,
  validateInventory,
  validateVehicle,
} from "@storefront/schemas";
import { InventorySplitter, type RecordText } from "../stock/inventory-splitter.ts";
import { stockAttributes } from "../stock/stock-attributes.ts";
import { VehicleList } from "../stock/vehicle-list.ts";
import { type LocatedProblem, locate, parseJsonSource, readJsonSource } from "./json-source.ts";

export type LoadedInventory =
  | {
      ok: true;
      /** The valid vehicles, kept compactly (see VehicleList). */
      vehicles: VehicleList;
      /** Each rejected record's problems, located; the other records load regardless. */
      rejected: LocatedProblem[];
      rejectedRecords: number;
    }
  | { ok: false; problems: LocatedProblem[] };

type Place = { line: number; column: number };

/** Bytes of the file read so far, and its size. */
export type ReadProgress = (bytesRead: number, totalBytes: number) => void;

/** Up to this size, a file whose JSON is broken outside its records is read whole to locate it. */
const largestReadWhole = 64 * 1024 * 1024;

/**
 * Reads and validates an inventory file one record at a time as it streams in (see
 * InventorySplitter), so inventories of any size load without holding the file as one string.
 * A record that fails (bad JSON, a bad field, a repeated id, slug or stock number) is rejected
 * alone, its problems located by JSON pointer, line and column; the file fails whole only when
 * it is not one complete list of records (unreadable, cut off, or of another shape). No record
 * is kept parsed: each valid one goes into the list as it is checked.
 */
export async function loadInventory(file: string, onRead?: ReadProgress): Promise<LoadedInventory> {
  const vehicles = VehicleList.builder(stockAttributes);
  const rejected: LocatedProblem[] = [];
  const repeats = new RepeatCheck();
  let rejectedRecords = 0;
  const splitter = new InventorySplitter((record) => {
    const result = checkRecord(file, record);
    const problems = result.ok
      ? repeats
          .check(result.vehicle, record.path)
          .map((problem) => ({ ...problem, line: record.line, column: record.column }))
      : result.problems;
    if (result.ok && !problems.length) vehicles.add(result.vehicle);
    else {
      rejected.push(...problems);
      rejectedRecords++;
    }
  });
  try {
    const totalBytes = onRead ? (await stat(file)).size : 0;
    let bytesRead = 0;
    for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 })) {
      splitter.write(chunk as Buffer);
      bytesRead += (chunk as Buffer).length;
      onRead?.(bytesRead, totalBytes);
    }
  } catch (error) {
    return { ok: false, problems: [unreadable(error)] };
  }
  const { outline, unfinished } = splitter.end();
  const parsed = unfinished ? undefined : parseJsonSource(file, outline.replace(/^\uFEFF/, ""));
  if (!parsed?.ok) return { ok: false, problems: await brokenOutline(file) };
  const locateIn = (problem: Problem) => ({
    ...problem,
    ...locate(parsed.source, problem.pointer),
  });
  const shape = validateInventory(parsed.source.value);
  if (!shape.ok) return { ok: false, problems: shape.problems.map(locateIn) };
  // Records the splitter left in the outline (a list it did not recognise) were checked with it.
  if (shape.vehicles.length || shape.rejectedRecords)
    return {
      ...shape,
      vehicles: VehicleList.of(shape.vehicles),
      rejected: shape.rejected.map(locateIn),
    };
  return { ok: true, vehicles: vehicles.finish(), rejected, rejectedRecords };
}

/** One record parsed and validated; its problems located within the file. */
function checkRecord(
  file: string,
  record: RecordText,
): { ok: true; vehicle: VehicleRecord } | { ok: false; problems: LocatedProblem[] } {
  let value: unknown;
  try {
    value = JSON.parse(record.text);
  } catch {
    const source = parseJsonSource(file, record.text);
    const fault = source.ok ? undefined : source.problems[0];
    const message = fault?.message ?? "Invalid JSON";
    return {
      ok: false,
      problems: [
        inFile(record, { pointer: pointerOf(record), message }, fault ?? { line: 1, column: 1 }),
      ],
    };
  }
  const result = validateVehicle(value, record.path);
  if (result.ok) return result;
  // Only a faulty record is parsed again with positions, to point inside it.
  const source = parseJsonSource(file, record.text);
  const prefix = pointerOf(record);
  return {
    ok: false,
    problems: result.problems.map((problem) => {
      const within = source.ok
        ? locate(source.source, problem.pointer.slice(prefix.length))
        : { line: 1, column: 1 };
      return inFile(record, problem, within);
    }),
  };
}

const pointerOf = (record: RecordText) => record.path.map((key) => `/${key}`).join("");

/** A place within a record's text as a place in the file. */
function inFile(record: RecordText, problem: Problem, within: Place): LocatedProblem {
  return {
    pointer: problem.pointer,
    message: problem.message,
    line: record.line + within.line - 1,
    column: within.line === 1 ? record.column + within.column - 1 : within.column,
  };
}

/** The JSON is broken outside the records (or the file ends inside one): say where, if it can be read. */
async function brokenOutline(file: string): Promise<LocatedProblem[]> {
  if ((await stat(file)).size <= largestReadWhole) {
    const whole = await readJsonSource(file);
    if (!whole.ok) return whole.problems;
  }
  return [
    {
      pointer: "",
      message:
        'Invalid JSON: the file is not one complete list of vehicle records, bare or under "vehicles"',
      line: 1,
      column: 1,
    },
  ];
}

function unreadable(error: unknown): LocatedProblem {
  const reason =
    (error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message;
  return { pointer: "", message: `Cannot read the file: ${reason}`, line: 1, column: 1 };
}
