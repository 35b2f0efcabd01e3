import { stat } from "node:fs/promises";
import { type Problem, validateInventory } from "@storefront/schemas";
import { VehicleList } from "../stock/vehicle-list.ts";
import { type LocatedProblem, locate, parseJsonSource, readJsonSource } from "./json-source.ts";
import {
  type ParallelOptions,
  type ReadRecords,
  readInOrder,
  readInParallel,
} from "./parallel-inventory.ts";

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
 * is kept parsed: each valid one goes into the list as it is checked. A large file is read in
 * parts on a thread a core (see readInParallel), with the same stock, order and rejections.
 */
export async function loadInventory(
  file: string,
  onRead?: ReadProgress,
  options?: ParallelOptions,
): Promise<LoadedInventory> {
  let read: ReadRecords;
  try {
    const totalBytes = (await stat(file)).size;
    const progress = onRead && ((bytesRead: number) => onRead(bytesRead, totalBytes));
    read =
      (await readInParallel(file, totalBytes, progress, options)) ??
      (await readInOrder(file, progress, options?.previous));
  } catch (error) {
    return { ok: false, problems: [unreadable(error)] };
  }
  const { outline, unfinished, vehicles, rejected, rejectedRecords } = read;
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
  return { ok: true, vehicles, rejected, rejectedRecords };
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
