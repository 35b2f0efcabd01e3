import type { EditorAction } from "../actions.ts";
import { editZone } from "../data/edit-zone.ts";
import type { Draft } from "../editor-state.ts";

type InsertBlock = Extract<EditorAction, { type: "block/insert" }>;

/** Puts a new block into a zone at an index (clamped to the zone's length). */
export function insertBlock(draft: Draft, { at, block }: InsertBlock): Draft {
  return editZone(draft, at, (blocks) => {
    const index = Math.max(0, Math.min(at.index, blocks.length));
    return blocks.toSpliced(index, 0, block);
  });
}
