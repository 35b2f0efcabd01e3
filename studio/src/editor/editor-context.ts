import type { Problem } from "@storefront/schemas";
import { createContext, useContext, useSyncExternalStore } from "react";
import type { EditorAction } from "./actions.ts";
import type { BlockRef, Draft, EditorState, JsonPath } from "./editor-state.ts";
import type { EditorStore } from "./editor-store.ts";

/** What the marketer has selected: a block, a page, or a field of the site settings. */
export type Selection =
  /** `field`: a prop to focus in the block's form (a path inside `props`), e.g. from a problem. */
  | { kind: "block"; block: BlockRef; field?: JsonPath }
  | { kind: "page"; pageId: string }
  | { kind: "setting"; path: JsonPath }
  | null;

export type EditorContextValue = {
  slug: string;
  /** The undo history of what is saved: for a rooftop, its own values only. */
  state: EditorState;
  /** The site being edited; for a rooftop, its group's site with its own values over it. */
  draft: Draft;
  /** What is saved and exported: the draft, or a rooftop's own values. */
  ownDraft: Draft;
  /** The group's site a rooftop takes the rest from; null for a site of its own. */
  group: { slug: string; name: string; parent: Draft } | null;
  dispatch: (action: EditorAction) => void;
  /** The present draft checked against schemas/, by JSON pointer. */
  problems: Problem[];
  selection: Selection;
  select: (selection: Selection) => void;
  canUndo: boolean;
  canRedo: boolean;
};

/**
 * The editor's store (editor-store.ts). The context itself never changes; components subscribe
 * through `useEditor`, so an edit re-renders only the components that read the editor.
 */
export const EditorStoreContext = createContext<EditorStore | null>(null);

export function useEditorStore(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error("useEditor needs an EditorProvider");
  return store;
}

/** The editor's present value; the component re-renders whenever it changes. */
export function useEditor(): EditorContextValue {
  const store = useEditorStore();
  return useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
}
