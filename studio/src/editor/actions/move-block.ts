import type { EditorAction } from "../actions.ts";
import { editZone } from "../data/edit-zone.ts";
import { findBlock, sameZone } from "../data/find-block.ts";
import { templateOf } from "../data/pages.ts";
import type { Draft } from "../editor-state.ts";

type MoveBlock = Extract<EditorAction, { type: "block/move" }>;

/**
 * Moves a block within its zone or to another zone (of any page). `to.index` is the block's
 * position in the target zone once it has left its old place.
 */
export function moveBlock(draft: Draft, { from, to }: MoveBlock): Draft {
  const found = findBlock(draft, from);
  if (!found || !templateOf(draft, to.page)) return draft;
  if (sameZone(from, to)) {
    const index = Math.max(0, Math.min(to.index, found.blocks.length - 1));
    if (index === found.index) return draft;
    return editZone(draft, from, (blocks) =>
      blocks.toSpliced(found.index, 1).toSpliced(index, 0, found.block),
    );
  }
  const removed = editZone(draft, from, (blocks) => blocks.toSpliced(found.index, 1));
  return editZone(removed, to, (blocks) => {
    const index = Math.max(0, Math.min(to.index, blocks.length));
    return blocks.toSpliced(index, 0, found.block);
  });
}
