import type { Placement } from "./shared.ts";

/**
 * Where each block may be placed: page templates, zones, and how many per page. Plain data
 * (no zod), so the browser can read it without the schemas.
 */
const placements = {
  "announcement-bar": { templates: ["layout"], zones: ["header"], max: 1 },
  "site-header": { templates: ["layout"], zones: ["header"], min: 1, max: 1 },
  "site-footer": { templates: ["layout"], zones: ["footer"], min: 1, max: 1 },
  breadcrumb: { templates: "any", zones: ["top", "main"], max: 1 },
  "page-heading": { templates: "any", zones: ["top", "main"] },
  "rich-text": { templates: "any", zones: ["top", "main", "bottom"] },
  "feature-banner": { templates: "any", zones: ["top", "main", "bottom"] },
  "why-buy-from-us": { templates: "any", zones: ["main", "bottom"] },
  "hero-search": { templates: ["home", "content"], zones: ["main"], max: 1 },
  "facet-tiles": { templates: ["home", "content", "search"], zones: ["main", "bottom"] },
  "brand-grid": { templates: ["home", "brands", "content"], zones: ["main"] },
  "search-heading": { templates: ["search"], zones: ["top"], max: 1 },
  "facet-panel": { templates: ["search"], zones: ["sidebar"], max: 1 },
  "search-results": { templates: ["search"], zones: ["main"], min: 1, max: 1 },
} as const satisfies Record<string, Placement>;

export const blockPlacements: { readonly [T in keyof typeof placements]: Placement } = placements;

export type PlacedBlockType = keyof typeof placements;

export const isBlockType = (type: string): type is PlacedBlockType =>
  Object.hasOwn(placements, type);
