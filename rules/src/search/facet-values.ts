import { compareNames } from "../formatting/name-order.ts";

/** The make list shows this many before 'Show all makes'. */
const makeListLimit = 7;
/** The model list shows at most this many. */
const modelListLimit = 30;

export type FacetValue = { value: string; count: number };

/** Facet counts as a list, most common first, then by name. */
export function facetValues(counts: Record<string, number> | undefined): FacetValue[] {
  return Object.entries(counts ?? {})
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || compareNames(a.value, b.value));
}

/**
 * The values a list facet shows. Refined values always show, even past the limit; the
 * certified facet hides 'false' on certified-only sites.
 */
export function visibleFacetValues(
  facet: string,
  values: readonly FacetValue[],
  options: { expanded?: boolean; refined?: readonly string[]; certifiedOnly?: boolean } = {},
): { shown: FacetValue[]; hidden: number } {
  let list = [...values];
  if (facet === "certified" && options.certifiedOnly)
    list = list.filter((value) => value.value !== "false");
  const limit =
    facet === "make"
      ? options.expanded
        ? Infinity
        : makeListLimit
      : facet === "model"
        ? modelListLimit
        : Infinity;
  const refined = new Set(options.refined ?? []);
  const shown = list.filter((value, index) => index < limit || refined.has(value.value));
  return { shown, hidden: facet === "make" ? list.length - shown.length : 0 };
}
