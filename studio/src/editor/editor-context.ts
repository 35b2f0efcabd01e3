import type { Problem } from "@storefront/schemas";
import { createContext, useContext } from "react";
import type { EditorAction } from "./actions.ts";
import type { BlockRef, Draft, EditorState, JsonPath } from "./editor-state.ts";

/** What the marketer has selected: a block, a page, or a field of the site settings. */
export type Selection =
  | { kind: "block"; block: BlockRef }
  | { kind: "page"; pageId: string }
  | { kind: "setting"; path: JsonPath }
  | null;

export type EditorContextValue = {
  slug: string;
  state: EditorState;
  draft: Draft;
  dispatch: (action: EditorAction) => void;
  /** The present draft checked against schemas/, by JSON pointer. */
  problems: Problem[];
  selection: Selection;
  select: (selection: Selection) => void;
  canUndo: boolean;
  canRedo: boolean;
};

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error("useEditor needs an EditorProvider");
  return value;
}
