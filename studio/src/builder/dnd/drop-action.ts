import type { BlockInstanceInput } from "@storefront/schemas";
import type { EditorAction } from "../../editor/actions.ts";
import { findBlock, sameBlockRef, sameZone, zoneBlocks } from "../../editor/data/find-block.ts";
import type { Draft } from "../../editor/editor-state.ts";
import { canPlace } from "../../editor/placement/placement-rules.ts";
import { type DragSource, type DropTarget, targetZone } from "./drag-data.ts";

/**
 * Whether a drop on a block lands after it: past its middle with a pointer; with the keyboard,
 * after it when the block is moved down its own zone, else before it.
 */
export function landsAfter(
  draft: Draft,
  source: DragSource,
  target: Extract<DropTarget, { kind: "block" }>,
  pointerAfter: boolean | undefined,
): boolean {
  if (pointerAfter !== undefined) return pointerAfter;
  if (source.kind !== "block" || !sameZone(source.ref, target.ref)) return false;
  const from = findBlock(draft, source.ref);
  const over = findBlock(draft, target.ref);
  return from !== undefined && over !== undefined && over.index > from.index;
}

export type DropOutcome =
  | { kind: "action"; action: EditorAction; index: number }
  | { kind: "refused"; reason: string }
  | { kind: "unchanged" };

/**
 * What dropping a dragged block or palette entry on a target does: an insert or a move at the
 * place it was dropped, or the reason it may not go there. Over a block, it goes before or
 * after it (see landsAfter; `after` is the pointer's side of the block, if a pointer drags).
 */
export function dropOutcome(
  draft: Draft,
  source: DragSource,
  target: DropTarget,
  options: { after?: boolean; newId: () => string },
): DropOutcome {
  const zone = targetZone(target);
  const moving = source.kind === "block" ? source.ref : undefined;
  const verdict = canPlace(draft, source.type, zone, moving);
  if (!verdict.ok) return { kind: "refused", reason: verdict.reason };

  const blocks = zoneBlocks(draft, zone);
  const from = moving ? findBlock(draft, moving) : undefined;
  const withinZone = moving !== undefined && sameZone(moving, zone);
  let index: number;
  if (target.kind === "zone-end") {
    index = blocks.length;
  } else {
    const over = findBlock(draft, target.ref);
    if (!over) return { kind: "unchanged" };
    index = over.index + (landsAfter(draft, source, target, options.after) ? 1 : 0);
  }
  // Counted once the moved block has left its old place.
  if (withinZone && from && from.index < index) index -= 1;

  if (source.kind === "palette") {
    // canPlace accepted the type, so it is a block type of the catalog.
    const block = { type: source.type, id: options.newId(), props: {} } as BlockInstanceInput;
    return {
      kind: "action",
      action: { type: "block/insert", at: { ...zone, index }, block },
      index,
    };
  }
  if (!from) return { kind: "unchanged" };
  if (target.kind === "block" && sameBlockRef(target.ref, source.ref)) return { kind: "unchanged" };
  if (withinZone && from.index === index) return { kind: "unchanged" };
  return {
    kind: "action",
    action: { type: "block/move", from: source.ref, to: { ...zone, index } },
    index,
  };
}
