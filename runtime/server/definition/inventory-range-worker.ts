/**
 * A thread that reads parts of an inventory file (see parallel-inventory.ts), one after
 * another as they are handed to it (the reading side ends it): it checks each part's records,
 * posts how many bytes it has read as it goes, then the part's result.
 */
import { parentPort, type Transferable } from "node:worker_threads";
import { loadRange, type RangeResult, type RangeTask } from "./inventory-range.ts";

/** What the thread is asked: read a part (`piece` names it in the answer). */
export type RangeRequest = { piece: number; task: RangeTask };

export type RangeMessage =
  | { read: number }
  | { done: RangeResult; piece: number }
  | { failed: { message: string; code?: string | undefined } };

const post = (message: RangeMessage, transfer: Transferable[] = []) =>
  parentPort!.postMessage(message, transfer);

parentPort!.on("message", (request: RangeRequest) => void readPiece(request.piece, request.task));

async function readPiece(piece: number, task: RangeTask): Promise<void> {
  let unreported = 0;
  try {
    const result = await loadRange(task, (bytes) => {
      unreported += bytes;
      if (unreported >= 16 * 1024 * 1024) {
        post({ read: unreported });
        unreported = 0;
      }
    });
    if (unreported) post({ read: unreported });
    // The typed arrays are moved, not copied; the records' text blocks are shared.
    const { bytes, attributeColumns } = result;
    const arrays: (ArrayBufferView | undefined)[] = [
      ...[result.valid, result.lines, result.columns],
      ...[bytes.blockOf, bytes.starts, bytes.ends],
      ...[...attributeColumns.values()].flatMap((column) => [column.codes, column.numbers]),
    ];
    post(
      { done: result, piece },
      arrays.flatMap((array) => (array ? [array.buffer as ArrayBuffer] : [])),
    );
  } catch (error) {
    const { message, code } = error as NodeJS.ErrnoException;
    post({ failed: { message, code } });
  }
}
