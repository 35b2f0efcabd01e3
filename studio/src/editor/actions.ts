import type { BlockInstanceInput, InheritedPart, PageInput } from "@storefront/schemas";
import type { BlockRef, Draft, JsonPath, ZoneRef } from "./editor-state.ts";

/**
 * Every edit of a draft is one of these, applied by one reducer; each (but the history moves)
 * is undoable. One file per action under `actions/`, with its tests.
 */
export type EditorAction =
  /** Load a draft (opening a site, importing a file); clears the history. */
  | { type: "draft/load"; draft: Draft }
  /** The whole draft becomes another (an earlier version put back), as one undo step. */
  | { type: "draft/replace"; draft: Draft }
  | { type: "block/insert"; at: ZoneRef & { index: number }; block: BlockInstanceInput }
  | { type: "block/move"; from: BlockRef; to: ZoneRef & { index: number } }
  | { type: "block/remove"; block: BlockRef }
  | { type: "block/duplicate"; block: BlockRef; newId: string }
  | { type: "block/update-props"; block: BlockRef; props: Record<string, unknown> }
  | { type: "block/set-hidden"; block: BlockRef; hidden: boolean }
  /** Adds a page (a template's default page when the draft had none, or a new content page). */
  | { type: "page/add"; page: PageInput }
  | {
      type: "page/update";
      pageId: string;
      changes: Partial<Pick<PageInput, "title" | "path" | "description">>;
    }
  | { type: "page/remove"; pageId: string }
  /** Sets any field of the draft by JSON path; `undefined` removes it, so the default applies again. */
  | { type: "setting/set"; path: JsonPath; value: unknown }
  /** A rooftop takes its own copy of its group's value of a field or page... */
  | { type: "part/override"; part: InheritedPart }
  /** ...or drops its own, so the group's applies again. */
  | { type: "part/reset"; part: InheritedPart }
  | { type: "history/undo" }
  | { type: "history/redo" };
