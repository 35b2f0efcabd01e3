import type { FacetParam } from "@storefront/schemas/search/search-state";
import { formatDate, formatKm, formatMoney, formatNumber } from "../formatting/format.ts";
import { type Range, refineRange, roundToThousand, sliderStep } from "./range.ts";
import { thousandFacets } from "./range-slider-bounds.ts";

/**
 * One hundredth of the span. Whole-unit ranges move at least one unit, so the year slider steps
 * by whole years instead of fractions of one.
 */
export function rangeSliderStep(facet: FacetParam, bounds: Range): number {
  const step = sliderStep(bounds);
  return thousandFacets.has(facet) ? step : Math.max(1, Math.round(step));
}

/** A thumb value as the facet refines it: whole thousands for price and km, whole units otherwise. */
export const roundRangeValue = (facet: FacetParam, value: number): number =>
  thousandFacets.has(facet) ? roundToThousand(value) : Math.round(value);

/** Where the two thumbs sit for a refinement: a missing side sits on its bound. */
export function sliderThumbs(refined: Partial<Range> | undefined, bounds: Range): [number, number] {
  const clamp = (value: number) => Math.min(bounds.max, Math.max(bounds.min, value));
  const min = clamp(refined?.min ?? bounds.min);
  const max = clamp(refined?.max ?? bounds.max);
  return min <= max ? [min, max] : [max, max];
}

/**
 * The refinement two thumbs stand for: rounded, within the bounds, minimum never past maximum.
 * A thumb left on its bound sets no limit on that side, so thumbs on both bounds clear it.
 */
export function rangeRefinement(
  facet: FacetParam,
  thumbs: readonly number[],
  bounds: Range,
): Partial<Range> | undefined {
  const [low = bounds.min, high = bounds.max] = thumbs;
  let value: Range;
  if (thousandFacets.has(facet)) {
    value = refineRange({ min: low, max: high }, bounds);
  } else {
    const clamp = (n: number) => Math.min(bounds.max, Math.max(bounds.min, Math.round(n)));
    const max = clamp(high);
    value = { min: Math.min(clamp(low), max), max };
  }
  const range: Partial<Range> = {};
  if (value.min > bounds.min) range.min = value.min;
  if (value.max < bounds.max) range.max = value.max;
  return range.min === undefined && range.max === undefined ? undefined : range;
}

/** `$25,000`, `48,000 km`, `2019`: a range value as the shopper reads it. */
export function formatRangeValue(facet: FacetParam, value: number): string {
  switch (facet) {
    case "price":
    case "subscription_price":
      return formatMoney(value);
    case "km":
      return formatKm(value);
    case "year":
      return String(Math.round(value));
    case "created_at_timestamp":
      return formatDate(new Date(value * 1000).toISOString());
    default:
      return formatNumber(value);
  }
}
