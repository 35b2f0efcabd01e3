import { type BlockType, blockTypes } from "@storefront/schemas";
import { layoutPageId } from "../data/pages.ts";
import type { Draft, ZoneRef } from "../editor-state.ts";
import { canPlace, zoneNamesOf } from "./placement-rules.ts";

export type PaletteBlock = {
  type: BlockType;
  /** The zones on screen (the page's and the layout's) that take it now. */
  targets: ZoneRef[];
  /** Why it cannot be added now although the page takes it (its maximum is reached). */
  unavailable?: string;
};

function fitsZone(draft: Draft, type: BlockType, zone: ZoneRef): boolean {
  const verdict = canPlace(draft, type, zone);
  return verdict.ok || verdict.kind === "limit";
}

/**
 * The blocks the palette offers while a page is open: those its template (or the layout around
 * it) accepts in some zone. Blocks at their maximum stay listed with the reason.
 */
export function paletteBlocks(draft: Draft, pageId: string): PaletteBlock[] {
  const zones: ZoneRef[] = [
    ...zoneNamesOf(draft, layoutPageId).map((zone) => ({ page: layoutPageId, zone })),
    ...zoneNamesOf(draft, pageId).map((zone) => ({ page: pageId, zone })),
  ];
  const entries: PaletteBlock[] = [];
  for (const type of blockTypes) {
    const fitting = zones.filter((zone) => fitsZone(draft, type, zone));
    if (!fitting.length) continue;
    const targets = fitting.filter((zone) => canPlace(draft, type, zone).ok);
    const first = fitting[0];
    const verdict = targets.length || !first ? undefined : canPlace(draft, type, first);
    entries.push(
      verdict && !verdict.ok ? { type, targets, unavailable: verdict.reason } : { type, targets },
    );
  }
  return entries;
}
