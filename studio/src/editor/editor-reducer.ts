import { addPage } from "./actions/add-page.ts";
import { duplicateBlock } from "./actions/duplicate-block.ts";
import { insertBlock } from "./actions/insert-block.ts";
import { loadDraft } from "./actions/load-draft.ts";
import { moveBlock } from "./actions/move-block.ts";
import { removeBlock } from "./actions/remove-block.ts";
import { removePage } from "./actions/remove-page.ts";
import { setBlockHidden } from "./actions/set-block-hidden.ts";
import { setSetting } from "./actions/set-setting.ts";
import { updateBlockProps } from "./actions/update-block-props.ts";
import { updatePage } from "./actions/update-page.ts";
import type { EditorAction } from "./actions.ts";
import type { Draft } from "./editor-state.ts";
import { type EditorHistory, record, redo, undo } from "./history/history.ts";
import { mergeKeyOf } from "./history/merge-key.ts";

type DraftEdit = Exclude<
  EditorAction,
  | { type: "draft/load" }
  | { type: "history/undo" }
  | { type: "history/redo" }
  | { type: "part/override" }
  | { type: "part/reset" }
>;

/** Applies one edit to the present draft; the same draft back means the edit changed nothing. */
export function applyEdit(draft: Draft, action: DraftEdit): Draft {
  switch (action.type) {
    case "block/insert":
      return insertBlock(draft, action);
    case "block/move":
      return moveBlock(draft, action);
    case "block/remove":
      return removeBlock(draft, action);
    case "block/duplicate":
      return duplicateBlock(draft, action);
    case "block/update-props":
      return updateBlockProps(draft, action);
    case "block/set-hidden":
      return setBlockHidden(draft, action);
    case "page/add":
      return addPage(draft, action);
    case "page/update":
      return updatePage(draft, action);
    case "page/remove":
      return removePage(draft, action);
    case "setting/set":
      return setSetting(draft, action);
    case "draft/replace":
      return action.draft;
  }
}

/** The one reducer of the studio: every edit, undo and redo of a draft (`at`: when, in ms). */
export function editorReducer(
  history: EditorHistory,
  action: EditorAction,
  at: number = Date.now(),
): EditorHistory {
  switch (action.type) {
    case "draft/load":
      return loadDraft(action);
    case "history/undo":
      return undo(history);
    case "history/redo":
      return redo(history);
    case "part/override":
    case "part/reset":
      // Only a rooftop of a group has parts to override or reset (inherited-reducer.ts).
      return history;
    default:
      return record(history, applyEdit(history.present, action), mergeKeyOf(action), at);
  }
}
