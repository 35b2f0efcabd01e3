import {
  featuredFinanceCarFilters,
  financeJourney,
} from "@storefront/rules/finance/finance-enquiry";
import { cardVehicleAttributes } from "@storefront/rules/vehicle/card/card-vehicle";
import type { SiteDefinition } from "@storefront/schemas";
import { type SearchRequest, siteFilter } from "../../search-state/algolia-requests.ts";

/** The finance landing's six featured cars: the site's stock, in stock, used, more than one photo. */
export function featuredFinanceCarsRequest(site: SiteDefinition, now: Date): SearchRequest {
  return {
    indexName: site.integrations.search.index,
    query: "",
    filters: `${siteFilter(site, now)} AND ${featuredFinanceCarFilters}`,
    facets: [],
    hitsPerPage: financeJourney.featuredCars,
    page: 0,
    attributesToRetrieve: cardVehicleAttributes(site.search.cardAttributes),
  };
}

/** The car a finance link names by its id (a whole number), among the site's listed stock. */
function financeCarRequest(site: SiteDefinition, carId: string, now: Date): SearchRequest {
  return {
    indexName: site.integrations.search.index,
    query: "",
    filters: `${siteFilter(site, now)} AND id=${Number(carId)}`,
    facets: [],
    hitsPerPage: 1,
    page: 0,
    attributesToRetrieve: ["*"],
  };
}

import type { CardVehicle } from "@storefront/rules/vehicle/card/card-vehicle";
import type { VehicleRecord } from "@storefront/schemas";
import { queryOptions } from "@tanstack/react-query";
import type { SiteContextValue } from "../../app/core/site-context.tsx";
import { run } from "../../queries/search-queries.ts";

export const featuredFinanceCarsQuery = (context: SiteContextValue) => {
  const request = featuredFinanceCarsRequest(context.site, context.now);
  return queryOptions({
    queryKey: ["featured-finance-cars", context.site.slug, request],
    queryFn: async (): Promise<CardVehicle[]> => (await run(context, [request]))[0]?.hits ?? [],
    staleTime: 5 * 60_000,
  });
};

/** The car a finance link names, or null when the site lists no car with that id. */
export const financeCarQuery = (context: SiteContextValue, carId: string) => {
  const request = financeCarRequest(context.site, carId, context.now);
  return queryOptions({
    queryKey: ["finance-car", context.site.slug, request],
    queryFn: async (): Promise<VehicleRecord | null> =>
      ((await run(context, [request]))[0]?.hits?.[0] as VehicleRecord | undefined) ?? null,
    staleTime: 60_000,
  });
};
