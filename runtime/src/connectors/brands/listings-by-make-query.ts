import { offersPerPage, searchCacheEntries } from "@storefront/rules/offers/offer-search";
import { cardVehicleAttributes } from "@storefront/rules/vehicle/card/card-vehicle";
import { queryOptions } from "@tanstack/react-query";
import { LruCache } from "../../../server/search/caches/lru-cache.ts";
import type { SiteContextValue } from "../../app/core/site-context.tsx";
import { run } from "../../queries/search-queries.ts";
import { quote, type SearchRequest, siteFilter } from "../../search-state/algolia-requests.ts";
import type { EngineResponse } from "../../search-state/merge-responses.ts";

/** The spec's listings-by-make cache: the last 10 pages asked for, the oldest dropped first. */
const answers = new LruCache<MakeListings>(searchCacheEntries, () => 1);

/** A make's cars the site lists, 21 a page (1-based), filtered by make name. */
function listingsByMakeRequest(
  context: Pick<SiteContextValue, "site" | "now">,
  make: string,
  page: number,
): SearchRequest {
  const { site } = context;
  return {
    indexName: site.integrations.search.index,
    query: "",
    filters: `${siteFilter(site, context.now)} AND make:${quote(make)}`,
    facets: [],
    hitsPerPage: offersPerPage,
    page: page - 1,
    attributesToRetrieve: cardVehicleAttributes(site.search.cardAttributes),
  };
}

export type MakeListings = { cars: EngineResponse["hits"]; total: number };

/** The listings-by-make search: a make's page of cars and how many the site lists in all. */
export const listingsByMakeQuery = (context: SiteContextValue, make: string, page = 1) => {
  const request = listingsByMakeRequest(context, make, page);
  const key = JSON.stringify([context.site.slug, request]);
  return queryOptions({
    queryKey: ["listings-by-make", context.site.slug, request],
    queryFn: async (): Promise<MakeListings> => {
      const kept = answers.get(key);
      if (kept) return kept;
      const [response] = await run(context, [request]);
      const listings = { cars: response?.hits ?? [], total: response?.nbHits ?? 0 };
      answers.set(key, listings);
      return listings;
    },
    staleTime: 60_000,
  });
};
