import type { CardVehicle } from "@storefront/rules/vehicle/card/card-vehicle";

export type FacetStats = { min: number; max: number; avg?: number; sum?: number };

/** The spec's search result: hits, count, facets with their stats, pages, time. */
export type SearchResult = {
  hits: CardVehicle[];
  /** The number of matches to show: a capped engine count is already resolved (displayCount). */
  count: number;
  facets: Record<string, Record<string, number>>;
  facetStats: Record<string, FacetStats>;
  /** 1-based. */
  page: number;
  pages: number;
  ms: number;
};

/** Loading, has data, or has error; the previous result stays shown while loading and on error. */
export type SearchStatus = "loading" | "ready" | "error";
