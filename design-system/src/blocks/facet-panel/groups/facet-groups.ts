import {
  type FacetValue,
  facetValues,
  visibleFacetValues,
} from "@storefront/rules/search/facet-values";
import type { Range } from "@storefront/rules/search/range";
import { rangeSliderBounds } from "@storefront/rules/search/range-slider-bounds";
import type { Refinements } from "@storefront/rules/search/search-refinements";
import { type FacetParam, facetCatalog } from "@storefront/schemas/search/search-state";
import type { SearchResult } from "../../search-data.ts";

export type ListFacetGroup = {
  kind: "list";
  facet: FacetParam;
  label: string;
  /** Most common first; refined values missing from the counts are kept with a count of 0. */
  values: FacetValue[];
  refined: string[];
};

export type RangeFacetGroup = {
  kind: "range";
  facet: FacetParam;
  label: string;
  bounds: Range;
  refined: Partial<Range> | undefined;
};

export type FacetGroup = ListFacetGroup | RangeFacetGroup;

type FacetGroupInput = {
  facets: readonly FacetParam[];
  result: SearchResult | undefined;
  refinements: Refinements;
  certifiedOnly: boolean;
  priceSliderMax: number;
};

function listValues(counts: Record<string, number> | undefined, refined: readonly string[]) {
  const values = facetValues(counts);
  const known = new Set(values.map((value) => value.value));
  return [
    ...values,
    ...refined.filter((value) => !known.has(value)).map((value) => ({ value, count: 0 })),
  ];
}

/**
 * The panel's groups, in the site's order. A group shows when it has something to choose:
 * list values (the model list at most 30, the most common first) or slider bounds.
 */
export function facetGroups(input: FacetGroupInput): FacetGroup[] {
  const { result, refinements } = input;
  const groups: FacetGroup[] = [];
  for (const facet of new Set(input.facets)) {
    const { attribute, label, kind } = facetCatalog[facet];
    if (kind === "range") {
      const stats = result?.facetStats[attribute];
      const bounds = rangeSliderBounds(facet, stats, input.priceSliderMax);
      if (bounds) groups.push({ kind, facet, label, bounds, refined: refinements.ranges[facet] });
      continue;
    }
    const refined = refinements.lists[facet] ?? [];
    const values = listValues(result?.facets[attribute], refined);
    const { shown } = visibleFacetValues(facet, values, {
      expanded: true,
      refined,
      certifiedOnly: input.certifiedOnly,
    });
    if (shown.length) groups.push({ kind: "list", facet, label, values, refined });
  }
  return groups;
}
