import type { FacetParam } from "@storefront/schemas/search/search-state";
import { type Range, sliderBounds } from "./range.ts";

// Apart from the slider's other rules: the search page lists its range facets from the first
// render, and the slider's code loads only with a range facet.

/** Spec: price and km refine to the nearest 1000; years and other ranges stay whole units. */
export const thousandFacets = new Set<FacetParam>(["price", "km"]);

const hasStats = (stats: Range | undefined): stats is Range =>
  !!stats && Number.isFinite(stats.min) && Number.isFinite(stats.max);

/**
 * A range facet's slider bounds, from the result's facet stats. Without stats only price has
 * bounds (0 to the site's price slider maximum); other ranges have nothing to slide over.
 */
export function rangeSliderBounds(
  facet: FacetParam,
  stats: Range | undefined,
  priceSliderMax: number,
): Range | undefined {
  if (thousandFacets.has(facet)) {
    return hasStats(stats) || facet === "price" ? sliderBounds(stats, priceSliderMax) : undefined;
  }
  if (!hasStats(stats)) return undefined;
  const min = Math.floor(stats.min);
  return { min, max: Math.max(Math.ceil(stats.max), min + 1) };
}
