import type { EditorAction } from "../actions.ts";
import { editZone } from "../data/edit-zone.ts";
import { findBlock } from "../data/find-block.ts";
import type { Draft } from "../editor-state.ts";

type DuplicateBlock = Extract<EditorAction, { type: "block/duplicate" }>;

/** Puts a copy of a block, under the new id, right after it. */
export function duplicateBlock(draft: Draft, { block, newId }: DuplicateBlock): Draft {
  const found = findBlock(draft, block);
  if (!found) return draft;
  // Drafts are never mutated, so the copy can share the original's props.
  const copy = { ...found.block, id: newId };
  return editZone(draft, block, (blocks) => blocks.toSpliced(found.index + 1, 0, copy));
}
