import type { EditorAction } from "../actions.ts";
import { editZone } from "../data/edit-zone.ts";
import { findBlock } from "../data/find-block.ts";
import type { Draft } from "../editor-state.ts";

type SetBlockHidden = Extract<EditorAction, { type: "block/set-hidden" }>;

/** Hides a block without deleting it, or shows it again (shown is the default, so it is omitted). */
export function setBlockHidden(draft: Draft, { block, hidden }: SetBlockHidden): Draft {
  const found = findBlock(draft, block);
  if (!found || (found.block.hidden ?? false) === hidden) return draft;
  const { hidden: _wasHidden, ...rest } = found.block;
  const updated = hidden ? { ...rest, hidden: true } : rest;
  return editZone(draft, block, (blocks) => blocks.with(found.index, updated));
}
