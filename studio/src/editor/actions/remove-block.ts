import type { EditorAction } from "../actions.ts";
import { editZone } from "../data/edit-zone.ts";
import { findBlock } from "../data/find-block.ts";
import type { Draft } from "../editor-state.ts";

type RemoveBlock = Extract<EditorAction, { type: "block/remove" }>;

export function removeBlock(draft: Draft, { block }: RemoveBlock): Draft {
  const found = findBlock(draft, block);
  if (!found) return draft;
  return editZone(draft, block, (blocks) => blocks.toSpliced(found.index, 1));
}
