import type { SiteIdContext } from "@storefront/schemas/studio/site-id";
import type { DraftHistory, GroupSite, StudioApi } from "@storefront/schemas/studio-api";
import { type ReactNode, useEffect, useLayoutEffect, useState, useSyncExternalStore } from "react";
import { useAutosave } from "./autosave/use-autosave.ts";
import { editTiming } from "./edit-timing.ts";
import { EditorStoreContext } from "./editor-context.ts";
import type { Draft } from "./editor-state.ts";
import { createEditorStore, type EditorStore } from "./editor-store.ts";
import { inherited } from "./inheritance/inherited-reducer.ts";
import { useDraftProblems } from "./use-draft-problems.ts";
import { useHistoryShortcuts } from "./use-history-shortcuts.ts";

type EditorProviderProps = {
  api: StudioApi;
  slug: string;
  initialDraft: Draft;
  /** The draft came from the browser's copy of edits the server did not get. */
  restored?: boolean;
  /** What the site's id is checked against (other sites' ids, the id it was exported as). */
  siteIds?: SiteIdContext | undefined;
  /** Undo and redo steps kept from an earlier visit. */
  initialHistory?: DraftHistory | undefined;
  /** For a rooftop: the group's site it takes what it does not change from. */
  group?: GroupSite | undefined;
  /** After Ctrl/Cmd+Z or a redo key (to tell screen readers). */
  onHistoryMove?: (move: "undo" | "redo") => void;
  children: ReactNode;
};

function usePresentDraft(store: EditorStore): Draft {
  return useSyncExternalStore(store.subscribe, store.getDraft, store.getDraft);
}

/** Checks the draft after each edit has been drawn, and hands the problems to the store. */
function DraftChecker({
  store,
  siteIds,
}: {
  store: EditorStore;
  siteIds: SiteIdContext | undefined;
}) {
  const { problems, checkedDraft } = useDraftProblems(usePresentDraft(store), siteIds);
  useEffect(() => store.setProblems(problems, checkedDraft), [store, problems, checkedDraft]);
  return null;
}

/** Saves the draft a second after the last edit, and hands the save status to the store. */
function DraftSaver({
  store,
  api,
  slug,
  restored,
}: {
  store: EditorStore;
  api: StudioApi;
  slug: string;
  restored: boolean;
}) {
  const own = useSyncExternalStore(store.subscribe, store.getOwnDraft, store.getOwnDraft);
  const save = useAutosave(api, slug, own, restored, store.getHistory);
  useEffect(() => store.setSave(save), [store, save]);
  return null;
}

/**
 * Holds the draft being edited and its history, checks it after every edit, saves it, and
 * answers the undo/redo keys. Everything under it edits through `dispatch`.
 */
export function EditorProvider({
  api,
  slug,
  initialDraft,
  restored = false,
  siteIds,
  initialHistory,
  group,
  onHistoryMove,
  children,
}: EditorProviderProps) {
  const [store] = useState(() =>
    createEditorStore(
      slug,
      initialDraft,
      restored,
      initialHistory,
      group && { ...inherited(group.definition), slug: group.slug, name: group.name },
    ),
  );
  useHistoryShortcuts(store.dispatch, onHistoryMove);
  useLayoutEffect(() => {
    const timing = editTiming();
    if (!timing) return;
    timing.dispatch = store.dispatch;
    timing.draft = store.getDraft;
  }, [store]);
  return (
    <EditorStoreContext.Provider value={store}>
      <DraftChecker store={store} siteIds={siteIds} />
      <DraftSaver store={store} api={api} slug={slug} restored={restored} />
      {children}
    </EditorStoreContext.Provider>
  );
}
