import type { Problem } from "@storefront/schemas";
import { targetOfPointer } from "../../editor/data/pointer.ts";
import type { Draft } from "../../editor/editor-state.ts";
import { zoneKey } from "../dnd/drag-hover.ts";

/** Problem counts per block, per zone (`page\0zone` -> block id -> count). */
export type ZoneProblemCounts = Map<string, ReadonlyMap<string, number>>;

export function problemCountsByZone(draft: Draft, problems: Problem[]): ZoneProblemCounts {
  const zones = new Map<string, Map<string, number>>();
  for (const problem of problems) {
    const target = targetOfPointer(draft, problem.pointer);
    if (target.kind !== "block") continue;
    const key = zoneKey(target.block);
    const counts = zones.get(key) ?? new Map<string, number>();
    zones.set(key, counts);
    counts.set(target.block.blockId, (counts.get(target.block.blockId) ?? 0) + 1);
  }
  return zones;
}

const sameCounts = (a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>) =>
  a.size === b.size && [...a].every(([id, count]) => b.get(id) === count);

/**
 * The new counts, reusing each zone's previous map when its counts did not change, so zones
 * whose problems stayed the same are not drawn again.
 */
export function keepUnchanged(
  next: ZoneProblemCounts,
  previous: ZoneProblemCounts,
): ZoneProblemCounts {
  for (const [key, counts] of next) {
    const before = previous.get(key);
    if (before && sameCounts(before, counts)) next.set(key, before);
  }
  return next;
}

export const noCounts: ReadonlyMap<string, number> = new Map();
