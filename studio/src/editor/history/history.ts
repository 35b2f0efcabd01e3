import type { Draft, EditorState } from "../editor-state.ts";
import { historyLimit } from "../editor-state.ts";

/**
 * The editor's history, plus what the last edit was and when: edits of the same field that keep
 * coming (typing a title) share one undo step; after a pause, the next one starts a new step.
 */
export type EditorHistory = EditorState & {
  readonly mergeKey: string | null;
  readonly editedAt: number;
};

/** Typing that pauses this long starts a new undo step. */
export const typingPauseMs = 1500;

export function startHistory(draft: Draft): EditorHistory {
  return { present: draft, past: [], future: [], mergeKey: null, editedAt: 0 };
}

/** Records a new present. The same draft back means nothing changed: no undo step. */
export function record(
  history: EditorHistory,
  next: Draft,
  mergeKey: string | null,
  at: number,
  limit = historyLimit,
): EditorHistory {
  if (next === history.present) return history;
  const continues =
    mergeKey !== null && mergeKey === history.mergeKey && at - history.editedAt < typingPauseMs;
  if (continues) return { ...history, present: next, future: [], editedAt: at };
  const past = [...history.past, history.present];
  if (past.length > limit) past.splice(0, past.length - limit);
  return { present: next, past, future: [], mergeKey, editedAt: at };
}

export function undo(history: EditorHistory): EditorHistory {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    present: previous,
    past: history.past.slice(0, -1),
    future: [history.present, ...history.future],
    mergeKey: null,
    editedAt: 0,
  };
}

export function redo(history: EditorHistory): EditorHistory {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return {
    present: next,
    past: [...history.past, history.present],
    future,
    mergeKey: null,
    editedAt: 0,
  };
}
