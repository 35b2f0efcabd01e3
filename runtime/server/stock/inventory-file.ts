import { watch } from "node:fs";
import type { VehicleRecord } from "@storefront/schemas";
import { loadDocument } from "../definition/load-document.ts";
import { formatProblems } from "../definition/report.ts";

export async function readInventory(file: string): Promise<VehicleRecord[]> {
  const result = await loadDocument(file, "inventory");
  if (!result.ok)
    throw new InventoryError(formatProblems(file, result.problems), result.problems.length);
  if (result.kind !== "inventory") throw new InventoryError(`${file}: not an inventory`, 1);
  return result.vehicles;
}

export class InventoryError extends Error {
  constructor(
    readonly report: string,
    readonly count: number,
  ) {
    super(`The inventory has ${count} problem${count === 1 ? "" : "s"}:\n${report}`);
  }
}

/**
 * Re-reads the inventory when its file changes. A file that fails validation is reported and
 * the stock already loaded keeps serving.
 */
export function watchInventory(
  file: string,
  onVehicles: (vehicles: VehicleRecord[]) => void | Promise<void>,
  onError: (error: Error) => void,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  const reload = () => {
    running = running.then(async () => {
      try {
        await onVehicles(await readInventory(file));
      } catch (error) {
        onError(error as Error);
      }
    });
  };
  const watcher = watch(file, () => {
    clearTimeout(timer);
    // Writers often truncate then write; wait for the file to settle.
    timer = setTimeout(reload, 250);
  });
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}
