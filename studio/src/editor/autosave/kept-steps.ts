import type { Draft } from "../editor-state.ts";

/** The most undo (and redo) steps kept with a draft. */
const keptStepLimit = 30;
/** Steps are whole drafts; the nearest ones are kept up to this size (the server takes 2 MB). */
const keptStepBytes = 1_500_000;

/**
 * The undo and redo steps nearest the present that fit the limits, to save beside the draft:
 * undo steps from the latest back, redo steps from the next on.
 */
export function keptSteps(
  history: { past: readonly Draft[]; future: readonly Draft[] },
  limit = keptStepLimit,
  bytes = keptStepBytes,
): { past: Draft[]; future: Draft[] } {
  let left = bytes;
  const fits = (draft: Draft) => {
    left -= JSON.stringify(draft).length;
    return left >= 0;
  };
  const past: Draft[] = [];
  const future: Draft[] = [];
  const newestPast = history.past.slice(-limit).reverse();
  const nextFuture = history.future.slice(0, limit);
  for (let index = 0; index < Math.max(newestPast.length, nextFuture.length); index++) {
    const [undo, redo] = [newestPast[index], nextFuture[index]];
    if (undo !== undefined) {
      if (!fits(undo)) break;
      past.unshift(undo);
    }
    if (redo !== undefined) {
      if (!fits(redo)) break;
      future.push(redo);
    }
  }
  return { past, future };
}
