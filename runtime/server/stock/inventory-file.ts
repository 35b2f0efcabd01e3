import { stat } from "node:fs/promises";
import type { LocatedProblem } from "../definition/json-source.ts";
import { loadInventory } from "../definition/load-inventory.ts";
import { formatProblems, problemsReport } from "../definition/report.ts";
import type { VehicleList } from "./vehicle-list.ts";

/** Which version of a file was read: a rename, a rewrite or a touch each gives another. */
export type FileVersion = { inode: number; size: number; modifiedAt: Date };

export const sameVersion = (a: FileVersion | undefined, b: FileVersion | undefined) =>
  a?.inode === b?.inode &&
  a?.size === b?.size &&
  a?.modifiedAt.getTime() === b?.modifiedAt.getTime();

/** The file's version now, or undefined when there is no file. */
export async function fileVersion(file: string): Promise<FileVersion | undefined> {
  try {
    const stats = await stat(file);
    return { inode: stats.ino, size: stats.size, modifiedAt: stats.mtime };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

export type LoadedInventory = {
  vehicles: VehicleList;
  version: FileVersion;
  /** The records left out, each problem located (see loadInventory). */
  rejected: LocatedProblem[];
  rejectedRecords: number;
};

/**
 * Reads and validates an inventory file. Its version is taken before reading, so a file that
 * changes while it is read is seen as changed again afterwards. `previous`: the served stock,
 * when this is a new version of it (its unchanged records' text is shared, see ParallelOptions).
 */
export async function readInventory(
  file: string,
  previous?: VehicleList,
): Promise<LoadedInventory> {
  const version = await fileVersion(file);
  if (!version) throw new InventoryError(`${file}: the inventory file does not exist`, 1);
  const result = await loadInventory(file, undefined, { previous });
  if (!result.ok)
    throw new InventoryError(
      formatProblems(file, result.problems),
      result.problems.length,
      problemsReport(file, result.problems),
    );
  return {
    vehicles: result.vehicles,
    version,
    rejected: result.rejected,
    rejectedRecords: result.rejectedRecords,
  };
}

class InventoryError extends Error {
  constructor(
    readonly report: string,
    readonly count: number,
    /** When the file was read and refused whole: its report, for the report file. */
    readonly refusedReport?: string,
  ) {
    super(`The inventory has ${count} problem${count === 1 ? "" : "s"}:\n${report}`);
  }
}
