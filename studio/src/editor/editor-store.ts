import type { Problem } from "@storefront/schemas";
import type { EditorAction } from "./actions.ts";
import type { SaveStatus } from "./autosave/autosave.ts";
import { findBlock } from "./data/find-block.ts";
import { findPage, layoutPageId } from "./data/pages.ts";
import type { EditorContextValue, Selection } from "./editor-context.ts";
import { editorReducer } from "./editor-reducer.ts";
import type { Draft } from "./editor-state.ts";
import type { EditorStatus } from "./editor-status.ts";
import { type EditorHistory, startHistory } from "./history/history.ts";
import { type Inherited, inheritedReducer } from "./inheritance/inherited-reducer.ts";

/**
 * The editor's state outside React's context: components subscribe to it, so an edit re-renders
 * the components that read the draft and nothing else (no context change walks the page's
 * 200 block cards).
 */
export type EditorStore = {
  subscribe: (listener: () => void) => () => void;
  /** What `useEditor` returns; the same object until something changes. */
  snapshot: () => EditorContextValue;
  status: () => EditorStatus;
  dispatch: (action: EditorAction) => void;
  select: (selection: Selection) => void;
  getDraft: () => Draft;
  /** What is saved and exported: the draft, or for a rooftop only its own values. */
  getOwnDraft: () => Draft;
  /** The group's site a rooftop takes the rest from; null for a site of its own. */
  group: EditorContextValue["group"];
  /** The undo and redo steps, to keep beside the draft. */
  getHistory: () => EditorHistory;
  /** The deferred check's result, and the draft it checked. */
  setProblems: (problems: Problem[], checked: Draft) => void;
  setSave: (save: SaveStatus) => void;
};

/** A selection that still points at something in the draft, else nothing. */
function stillThere(draft: Draft, selection: Selection): Selection {
  if (selection?.kind === "block") return findBlock(draft, selection.block) ? selection : null;
  if (selection?.kind === "page") {
    const exists = selection.pageId === layoutPageId || findPage(draft, selection.pageId);
    return exists ? selection : null;
  }
  return selection;
}

export function createEditorStore(
  slug: string,
  initialDraft: Draft,
  restored: boolean,
  kept?: { past: Draft[]; future: Draft[] },
  group?: (Inherited & { slug: string; name: string }) | undefined,
): EditorStore {
  const shown = (own: Draft) => (group ? group.shown(own) : own);
  const reduce = (current: EditorHistory, action: EditorAction) =>
    group ? inheritedReducer(group, current, action) : editorReducer(current, action);
  let history: EditorHistory = kept
    ? { ...startHistory(initialDraft), past: kept.past, future: kept.future }
    : startHistory(initialDraft);
  let chosen: Selection = null;
  let problems: Problem[] = [];
  let checkedDraft: Draft | null = null;
  let save: SaveStatus = { state: restored ? "pending" : "saved" };
  let snapshot: EditorContextValue | undefined;
  let status: EditorStatus | undefined;
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const store: EditorStore = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot() {
      if (snapshot) return snapshot;
      const draft = shown(history.present);
      snapshot = {
        slug,
        ownDraft: history.present,
        group: store.group,
        state: history,
        draft,
        dispatch: store.dispatch,
        problems,
        selection: stillThere(draft, chosen),
        select: store.select,
        canUndo: history.past.length > 0,
        canRedo: history.future.length > 0,
      };
      return snapshot;
    },
    status() {
      status ??= {
        save,
        checking: checkedDraft !== shown(history.present),
        checkedDraft,
        restored,
      };
      return status;
    },
    dispatch(action) {
      const next = reduce(history, action);
      if (next === history) return;
      const presentChanged = next.present !== history.present;
      history = next;
      snapshot = undefined;
      if (presentChanged) status = undefined;
      emit();
    },
    select(selection) {
      if (selection === chosen) return;
      chosen = selection;
      snapshot = undefined;
      emit();
    },
    getDraft: () => shown(history.present),
    getOwnDraft: () => history.present,
    group: group ? { slug: group.slug, name: group.name, parent: group.parent } : null,
    getHistory: () => history,
    setProblems(next, checked) {
      if (next === problems && checked === checkedDraft) return;
      if (next !== problems) snapshot = undefined;
      problems = next;
      checkedDraft = checked;
      status = undefined;
      emit();
    },
    setSave(next) {
      if (next === save) return;
      save = next;
      status = undefined;
      emit();
    },
  };
  return store;
}
