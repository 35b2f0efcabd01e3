import { useSyncExternalStore } from "react";
import type { SaveStatus } from "./autosave/autosave.ts";
import { useEditorStore } from "./editor-context.ts";
import type { Draft } from "./editor-state.ts";

/** The autosave, and whether the problem list is being brought up to date. */
export type EditorStatus = {
  save: SaveStatus;
  checking: boolean;
  /** The draft the problems were found in (it lags the present draft while `checking`). */
  checkedDraft: Draft | null;
  restored: boolean;
};

export function useEditorStatus(): EditorStatus {
  const store = useEditorStore();
  return useSyncExternalStore(store.subscribe, store.status, store.status);
}
