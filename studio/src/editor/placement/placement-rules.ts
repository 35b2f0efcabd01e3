import {
  blockPlacements,
  isBlockType,
  type PageTemplate,
  pageTemplateCatalog,
} from "@storefront/schemas";
import { findPage, layoutPageId, templateOf, zonesOf } from "../data/pages.ts";
import type { BlockRef, Draft, ZoneRef } from "../editor-state.ts";

export type PlacementVerdict =
  | { ok: true }
  /** `limit`: the page already holds the most it takes; the other refusals never change. */
  | { ok: false; kind: "unknown" | "template" | "zone" | "limit"; reason: string };

const allowed: PlacementVerdict = { ok: true };

function pageLabel(template: PageTemplate): string {
  return pageTemplateCatalog[template].label.toLowerCase();
}

/** How many blocks of a type the page (or layout) holds, not counting the one being moved. */
function countOnPage(draft: Draft, pageId: string, type: string, moving?: BlockRef): number {
  let count = 0;
  for (const [zone, blocks] of Object.entries(zonesOf(draft, pageId) ?? {})) {
    for (const block of blocks) {
      const isMoving =
        moving?.page === pageId && moving.zone === zone && moving.blockId === block.id;
      if (block.type === type && !isMoving) count += 1;
    }
  }
  return count;
}

/**
 * Whether a block of this type may go into a zone, by its placement (templates, zones, at most
 * how many per page), with the reason in plain words when it may not. The same words as the
 * definition's validation, so the drop message and the Problems panel agree. `moving` is the
 * block being moved, which does not count against the page's maximum.
 */
export function canPlace(
  draft: Draft,
  type: string,
  target: ZoneRef,
  moving?: BlockRef,
): PlacementVerdict {
  if (!isBlockType(type))
    return { ok: false, kind: "unknown", reason: `There is no block of type "${type}"` };
  const template = templateOf(draft, target.page);
  if (!template) return { ok: false, kind: "unknown", reason: "That page no longer exists" };
  const rule = blockPlacements[type];
  const label = pageLabel(template);
  if (rule.templates !== "any" && !rule.templates.includes(template)) {
    return {
      ok: false,
      kind: "template",
      reason: `A ${type} block cannot be placed on the ${label} page`,
    };
  }
  const zones: readonly string[] = pageTemplateCatalog[template].zones;
  if (!zones.includes(target.zone) || !rule.zones.includes(target.zone)) {
    return {
      ok: false,
      kind: "zone",
      reason: `A ${type} block belongs in the ${rule.zones.join(" or ")} zone, not ${target.zone}`,
    };
  }
  if (rule.max !== undefined && countOnPage(draft, target.page, type, moving) >= rule.max) {
    const plural = rule.max === 1 ? "" : "s";
    return {
      ok: false,
      kind: "limit",
      reason: `The ${label} page takes at most ${rule.max} ${type} block${plural}`,
    };
  }
  return allowed;
}

/** The zones of a page (or of the layout) in the order the canvas shows them. */
export function zoneNamesOf(draft: Draft, pageId: string): readonly string[] {
  if (pageId === layoutPageId) return pageTemplateCatalog.layout.zones;
  const shown = findPage(draft, pageId);
  return shown ? pageTemplateCatalog[shown.page.template].zones : [];
}
