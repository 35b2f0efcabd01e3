import { blockMeta } from "../../block-info/block-meta.ts";
import { zoneLabel } from "../../block-info/humanise.ts";
import { findBlock, zoneBlocks } from "../../editor/data/find-block.ts";
import type { Draft, ZoneRef } from "../../editor/editor-state.ts";
import { pageName } from "../../problems/describe-problem.ts";
import type { DragSource, DropTarget } from "./drag-data.ts";
import { dropOutcome } from "./drop-action.ts";

/** "Main zone of Home" or "Header of the site layout". */
export function zoneName(draft: Draft, zone: ZoneRef): string {
  return `${zoneLabel(zone.zone)} zone of ${pageName(draft, zone.page)}`;
}

const sourceName = (source: DragSource) => blockMeta(source.type).label;
const noId = () => "";

export function pickedUp(draft: Draft, source: DragSource): string {
  if (source.kind === "palette") {
    return `Picked up a new ${sourceName(source)} block. Use the arrow keys to choose where it goes.`;
  }
  const found = findBlock(draft, source.ref);
  const place = found ? `, position ${found.index + 1} of ${found.blocks.length}` : "";
  return `Picked up ${sourceName(source)} in the ${zoneName(draft, source.ref)}${place}.`;
}

/** Where the block would land if dropped now, or why it cannot. */
export function overTarget(draft: Draft, source: DragSource, target: DropTarget | null): string {
  if (!target) return `${sourceName(source)} is not over a zone.`;
  const outcome = dropOutcome(draft, source, target, { newId: noId });
  const zone = target.kind === "block" ? target.ref : target.zone;
  if (outcome.kind === "refused") return `${sourceName(source)} cannot go here: ${outcome.reason}.`;
  if (outcome.kind === "unchanged") return `${sourceName(source)} is back where it started.`;
  const count = zoneBlocks(draft, zone).length + (source.kind === "palette" ? 1 : 0);
  const total =
    outcome.action.type === "block/move" && !sameZoneAs(source, zone) ? count + 1 : count;
  return `${sourceName(source)} will go to position ${outcome.index + 1} of ${total} in the ${zoneName(draft, zone)}.`;
}

function sameZoneAs(source: DragSource, zone: ZoneRef): boolean {
  return source.kind === "block" && source.ref.page === zone.page && source.ref.zone === zone.zone;
}

export function dropped(draft: Draft, source: DragSource, target: DropTarget | null): string {
  if (!target) return `${sourceName(source)} was not moved.`;
  return describeDrop(draft, source, target, dropOutcome(draft, source, target, { newId: noId }));
}

/** The sentence for a drop, worded from the draft as it was before the drop was applied. */
export function describeDrop(
  draft: Draft,
  source: DragSource,
  target: DropTarget,
  outcome: ReturnType<typeof dropOutcome>,
): string {
  if (outcome.kind === "refused") return `${sourceName(source)} was not moved: ${outcome.reason}.`;
  if (outcome.kind === "unchanged") return `${sourceName(source)} stays where it was.`;
  const zone = target.kind === "block" ? target.ref : target.zone;
  const verb = source.kind === "palette" ? "added" : "moved";
  return `${sourceName(source)} ${verb} to position ${outcome.index + 1} in the ${zoneName(draft, zone)}.`;
}

export function cancelled(source: DragSource): string {
  return source.kind === "palette"
    ? `Adding ${sourceName(source)} was cancelled.`
    : `Moving ${sourceName(source)} was cancelled; it is back where it was.`;
}

export const screenReaderInstructions = {
  draggable:
    "To move a block, press Space or Enter to pick it up, use the Up and Down arrow keys to choose " +
    "its place in any zone, then press Space or Enter to drop it, or Escape to cancel. " +
    "The Move up and Move down buttons do the same one step at a time.",
};
