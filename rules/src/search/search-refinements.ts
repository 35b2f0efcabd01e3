import type { FacetParam } from "@storefront/schemas/search/search-state";
import type { Range } from "./range.ts";

/** What the shopper has asked for: the whole search state, independent of how the URL spells it. */
export type Refinements = {
  query: string;
  /** 1-based, as the URL shows it. */
  page: number;
  /** A replica index name; undefined is the primary ranking. */
  sortBy: string | undefined;
  lists: Partial<Record<FacetParam, string[]>>;
  ranges: Partial<Record<FacetParam, Partial<Range>>>;
};

export const emptyRefinements = (): Refinements => ({
  query: "",
  page: 1,
  sortBy: undefined,
  lists: {},
  ranges: {},
});

/** Any change of the search resets the page to the first. */
export function withChange(
  current: Refinements,
  change: Partial<Omit<Refinements, "page">>,
): Refinements {
  return { ...current, ...change, page: 1 };
}

export function toggleValue(current: Refinements, facet: FacetParam, value: string): Refinements {
  const values = current.lists[facet] ?? [];
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  const lists = { ...current.lists, [facet]: next };
  if (!next.length) delete lists[facet];
  // A model only makes sense under its make: dropping a make drops its models.
  if (facet === "make" && !next.includes(value) && lists.model?.length) delete lists.model;
  return withChange(current, { lists });
}

export function setRange(
  current: Refinements,
  facet: FacetParam,
  range: Partial<Range> | undefined,
): Refinements {
  const ranges = { ...current.ranges };
  if (range && (range.min !== undefined || range.max !== undefined)) ranges[facet] = range;
  else delete ranges[facet];
  return withChange(current, { ranges });
}

export const clearRefinements = (current: Refinements): Refinements =>
  withChange(current, { query: "", lists: {}, ranges: {} });

export function refinementCount(refinements: Refinements): number {
  return (
    Object.values(refinements.lists).reduce((sum, values) => sum + (values?.length ?? 0), 0) +
    Object.keys(refinements.ranges).length +
    (refinements.query ? 1 : 0)
  );
}
