import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";
import { queryOptions } from "@tanstack/react-query";
import type { SiteContextValue } from "../app/core/site-context.tsx";
import { type SearchRequest, siteFilter } from "../search-state/algolia-requests.ts";
import { run } from "./search-queries.ts";

/** The full records of the listed vehicles with these ids. */
export function vehiclesByIdRequest(
  site: SiteDefinition,
  ids: readonly number[],
  now: Date,
): SearchRequest {
  const byId = ids.map((id) => `id = ${Math.trunc(id)}`).join(" OR ");
  return {
    indexName: site.integrations.search.index,
    query: "",
    filters: `${siteFilter(site, now)} AND (${byId})`,
    facets: [],
    hitsPerPage: ids.length,
    page: 0,
    attributesToRetrieve: ["*"],
  };
}

/**
 * The records of the saved cars the site still lists, by id; a car it no longer lists is left
 * out. The ids are sorted in the key, so the order the shopper saved them in does not matter.
 */
export const savedCarsQuery = (context: SiteContextValue, ids: readonly number[]) => {
  const sorted = [...ids].sort((a, b) => a - b);
  return queryOptions({
    queryKey: ["saved-cars", context.site.slug, sorted],
    queryFn: async (): Promise<VehicleRecord[]> => {
      if (sorted.length === 0) return [];
      const request = vehiclesByIdRequest(context.site, sorted, context.now);
      const [response] = await run(context, [request]);
      return (response?.hits ?? []) as unknown as VehicleRecord[];
    },
    staleTime: 60_000,
  });
};
