import type { Draft, EditorState } from "../editor-state.ts";
import { historyLimit } from "../editor-state.ts";

/**
 * The editor's history, plus what the last edit was: consecutive edits of the same field (typing
 * a title) share one undo step.
 */
export type EditorHistory = EditorState & { readonly mergeKey: string | null };

export function startHistory(draft: Draft): EditorHistory {
  return { present: draft, past: [], future: [], mergeKey: null };
}

/** Records a new present. The same draft back means nothing changed: no undo step. */
export function record(
  history: EditorHistory,
  next: Draft,
  mergeKey: string | null,
  limit = historyLimit,
): EditorHistory {
  if (next === history.present) return history;
  if (mergeKey !== null && mergeKey === history.mergeKey) {
    return { ...history, present: next, future: [] };
  }
  const past = [...history.past, history.present];
  if (past.length > limit) past.splice(0, past.length - limit);
  return { present: next, past, future: [], mergeKey };
}

export function undo(history: EditorHistory): EditorHistory {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    present: previous,
    past: history.past.slice(0, -1),
    future: [history.present, ...history.future],
    mergeKey: null,
  };
}

export function redo(history: EditorHistory): EditorHistory {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return { present: next, past: [...history.past, history.present], future, mergeKey: null };
}
