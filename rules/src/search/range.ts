export type Range = { min: number; max: number };

/** Price and km refine to the nearest 1000. */
export const roundToThousand = (value: number) => Math.round(value / 1000) * 1000;

/** Slider bounds from facet stats, widened to whole thousands; the price maximum defaults to 100000. */
export function sliderBounds(stats: Range | undefined, fallbackMax: number): Range {
  if (!stats || !Number.isFinite(stats.min) || !Number.isFinite(stats.max))
    return { min: 0, max: fallbackMax };
  const min = Math.floor(stats.min / 1000) * 1000;
  const max = Math.max(Math.ceil(stats.max / 1000) * 1000, min + 1000);
  return { min, max };
}

/** One hundredth of the span. */
export const sliderStep = (bounds: Range) => (bounds.max - bounds.min) / 100;

/** Within the bounds, rounded to 1000, and the minimum never past the maximum. */
export function refineRange(value: Range, bounds: Range): Range {
  const clamp = (n: number) => Math.min(bounds.max, Math.max(bounds.min, n));
  const min = clamp(roundToThousand(value.min));
  const max = clamp(roundToThousand(value.max));
  return min <= max ? { min, max } : { min: max, max };
}

/** Ranges travel in URLs as 'min:max'; either side may be empty. */
export function formatRangeParam(range: Partial<Range>): string {
  return `${range.min ?? ""}:${range.max ?? ""}`;
}

export function parseRangeParam(text: string | undefined): Partial<Range> | undefined {
  const match = /^(-?\d+(?:\.\d+)?)?:(-?\d+(?:\.\d+)?)?$/.exec(text ?? "");
  if (!match || (match[1] === undefined && match[2] === undefined)) return undefined;
  const range: Partial<Range> = {};
  if (match[1] !== undefined) range.min = Number(match[1]);
  if (match[2] !== undefined) range.max = Number(match[2]);
  if (range.min !== undefined && range.max !== undefined && range.min > range.max)
    return { min: range.max, max: range.min };
  return range;
}
