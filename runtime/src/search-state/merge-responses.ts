import type { FacetStats, SearchResult } from "@storefront/design-system/blocks/search-data.ts";
import { displayCount } from "@storefront/rules/results/result-list";
import type { CardVehicle } from "@storefront/rules/vehicle/card/card-vehicle";

export type EngineResponse = {
  /** Only the fields the result cards read (see searchRequests). */
  hits: CardVehicle[];
  nbHits: number;
  page: number;
  nbPages: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, FacetStats>;
  processingTimeMS?: number;
};

/** Results of the main request, with each refined facet's counts taken from its own request. */
export function mergeResponses([main, ...disjunctive]: EngineResponse[]): SearchResult {
  if (!main) throw new Error("The search returned no results");
  const facets = { ...(main.facets ?? {}) };
  const facetStats = { ...(main.facets_stats ?? {}) };
  for (const response of disjunctive) {
    Object.assign(facets, response.facets ?? {});
    Object.assign(facetStats, response.facets_stats ?? {});
  }
  return {
    hits: main.hits,
    // The main request's own status counts: a refined status's request counts every status.
    count: displayCount(main.nbHits, main.facets),
    facets,
    facetStats,
    page: main.page + 1,
    pages: main.nbPages,
    ms: Math.max(
      main.processingTimeMS ?? 0,
      ...disjunctive.map((response) => response.processingTimeMS ?? 0),
    ),
  };
}
