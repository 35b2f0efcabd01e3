import type { FacetValue } from "./facet-values.ts";

/** The hero search's choices: a keyword and the make, model, body type and price ceiling. */
export type HeroSearchFilters = {
  query: string;
  make?: string;
  model?: string;
  body?: string;
  maxPrice?: number;
};

/** Models belong to a make, so choosing another make (or none) clears the model. */
export function withMake(filters: HeroSearchFilters, make: string | undefined): HeroSearchFilters {
  if (make === filters.make) return filters;
  return { ...filters, make, model: undefined };
}

/** A native select's value for "any" is the empty string; filters keep it as undefined. */
export function choiceFromSelect(value: string): string | undefined {
  return value === "" ? undefined : value;
}

export function priceFromSelect(value: string): number | undefined {
  const price = Number(value);
  return value === "" || !Number.isFinite(price) ? undefined : price;
}

/**
 * The options a select lists: the chosen value stays listed (with no matches) even when other
 * filters leave it out, so the select never silently shows a different choice.
 */
export function withChosenValue(
  values: readonly FacetValue[],
  chosen: string | undefined,
): FacetValue[] {
  if (chosen === undefined || values.some((value) => value.value === chosen)) return [...values];
  return [{ value: chosen, count: 0 }, ...values];
}

/** Same for price ceilings, kept in ascending order. */
export function withChosenPrice(prices: readonly number[], chosen: number | undefined): number[] {
  if (chosen === undefined || prices.includes(chosen)) return [...prices];
  return [...prices, chosen].sort((a, b) => a - b);
}
