import { findBlock, zoneBlocks } from "../data/find-block.ts";
import type { BlockRef, Draft, ZoneRef } from "../editor-state.ts";
import { canPlace, zoneNamesOf } from "./placement-rules.ts";

export type StepTarget = ZoneRef & { index: number };

/**
 * Where "Move up" / "Move down" takes a block: one place along its zone, or from either end of
 * the zone into the nearest zone of the same page that takes it. Undefined when it cannot go on.
 */
export function neighbourMove(draft: Draft, ref: BlockRef, step: -1 | 1): StepTarget | undefined {
  const found = findBlock(draft, ref);
  if (!found) return undefined;
  const index = found.index + step;
  if (index >= 0 && index < found.blocks.length) return { page: ref.page, zone: ref.zone, index };
  const zones = zoneNamesOf(draft, ref.page);
  for (let at = zones.indexOf(ref.zone) + step; at >= 0 && at < zones.length; at += step) {
    const zone = { page: ref.page, zone: zones[at] as string };
    if (!canPlace(draft, found.block.type, zone, ref).ok) continue;
    return { ...zone, index: step < 0 ? zoneBlocks(draft, zone).length : 0 };
  }
  return undefined;
}
