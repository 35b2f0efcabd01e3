import type { EditorAction } from "./actions.ts";
import { type Selection, useEditorStore } from "./editor-context.ts";
import type { Draft } from "./editor-state.ts";

/**
 * The editor's stable functions, apart from its changing state: components deep in the canvas
 * use these without re-rendering on every edit.
 */
export type EditorCommands = {
  dispatch: (action: EditorAction) => void;
  select: (selection: Selection) => void;
  /** The present draft, for event handlers that must not re-render with every edit. */
  getDraft: () => Draft;
};

export function useEditorCommands(): EditorCommands {
  return useEditorStore();
}
