/**
 * The thread that reads one part of an inventory file (see parallel-inventory.ts): it checks
 * the part's records, posts how many bytes it has read as it goes, then the part's result.
 */
import { parentPort, type Transferable, workerData } from "node:worker_threads";
import { loadRange, type RangeResult, type RangeTask } from "./inventory-range.ts";

export type RangeMessage =
  | { read: number }
  | { done: RangeResult }
  | { failed: { message: string; code?: string | undefined } };

const post = (message: RangeMessage, transfer: Transferable[] = []) =>
  parentPort!.postMessage(message, transfer);

let unreported = 0;
loadRange(workerData as RangeTask, (bytes) => {
  unreported += bytes;
  if (unreported >= 16 * 1024 * 1024) {
    post({ read: unreported });
    unreported = 0;
  }
}).then(
  (result) => {
    if (unreported) post({ read: unreported });
    // The typed arrays are moved, not copied; the records' text blocks are shared.
    const { bytes, attributeColumns } = result;
    const arrays: (ArrayBufferView | undefined)[] = [
      ...[result.valid, result.lines, result.columns],
      ...[bytes.blockOf, bytes.starts, bytes.ends],
      ...[...attributeColumns.values()].flatMap((column) => [column.codes, column.numbers]),
    ];
    post(
      { done: result },
      arrays.flatMap((array) => (array ? [array.buffer as ArrayBuffer] : [])),
    );
  },
  (error: NodeJS.ErrnoException) => post({ failed: { message: error.message, code: error.code } }),
);
