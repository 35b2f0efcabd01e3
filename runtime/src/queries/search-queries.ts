import { displayCount } from "@storefront/rules/results/result-list";
import type { Refinements } from "@storefront/rules/search/search-refinements";
import type { VehicleRecord } from "@storefront/schemas";
import { queryOptions } from "@tanstack/react-query";
import type { SiteContextValue } from "../app/core/site-context.tsx";
import {
  type SearchRequest,
  searchRequests,
  siteFilter,
  vehicleRequest,
} from "../search-state/algolia-requests.ts";
import { type EngineResponse, mergeResponses } from "../search-state/merge-responses.ts";
import { catalogueFromFacet } from "../search-state/scope.ts";

export async function run(
  context: SiteContextValue,
  requests: SearchRequest[],
): Promise<EngineResponse[]> {
  const response = await context.searchClient.search({ requests });
  return response.results as unknown as EngineResponse[];
}

/**
 * A page of results with facet counts; the key is the request itself. `searchRequests` builds
 * every request's fields in one order, so the key is named as it is written: hashing it the
 * default way, every field of every request sorted, held up the click that asks for it.
 */
export const searchQuery = (context: SiteContextValue, refinements: Refinements) => {
  const requests = searchRequests(context.site, refinements, context.now);
  return queryOptions({
    queryKey: ["search", context.site.slug, requests],
    queryKeyHashFn: JSON.stringify,
    queryFn: async () => mergeResponses(await run(context, requests)),
    staleTime: 60_000,
  });
};

/** Makes, models, stock types and body types in stock: menus, tiles and search paths read it. */
export const catalogueQuery = (context: SiteContextValue) => {
  const { site } = context;
  const request: SearchRequest = {
    indexName: site.integrations.search.index,
    query: "",
    filters: siteFilter(site, context.now),
    facets: ["make", "make_model", "car_type", "simple_body", "status"],
    hitsPerPage: 0,
    page: 0,
    maxValuesPerFacet: 1000,
  };
  return queryOptions({
    queryKey: ["catalogue", site.slug, request.filters],
    queryFn: async () => {
      const [response] = await run(context, [request]);
      const facets = response?.facets ?? {};
      const total = response ? displayCount(response.nbHits, facets) : 0;
      return { ...catalogueFromFacet(facets.make_model), facets, total };
    },
    staleTime: 5 * 60_000,
  });
};

export type Catalogue = Awaited<
  ReturnType<NonNullable<ReturnType<typeof catalogueQuery>["queryFn"]>>
>;

/** How many vehicles a search would show (the Show Me button's live count). */
export const countQuery = (context: SiteContextValue, refinements: Refinements) => {
  const [main] = searchRequests(context.site, refinements, context.now);
  const request = { ...(main as SearchRequest), hitsPerPage: 0, facets: ["status"], page: 0 };
  return queryOptions({
    queryKey: ["count", context.site.slug, request],
    queryFn: async () => {
      const [response] = await run(context, [request]);
      return response ? displayCount(response.nbHits, response.facets) : 0;
    },
    staleTime: 60_000,
  });
};

/**
 * The full record of the vehicle with this slug, or null when the site does not list it (unknown,
 * hidden, or sold before the site's sold window). A sold car inside the window is listed.
 */
export const vehicleQuery = (context: SiteContextValue, slug: string) => {
  const request = vehicleRequest(context.site, slug, context.now);
  return queryOptions({
    queryKey: ["vehicle", context.site.slug, request.filters],
    queryFn: async (): Promise<VehicleRecord | null> => {
      const [response] = await run(context, [request]);
      const hit = response?.hits?.[0];
      return isVehicleRecord(hit, slug) ? hit : null;
    },
    staleTime: 60_000,
  });
};

/**
 * The record the engine returned for a slug. The engine's records were validated against the
 * vehicle schema when the stock was loaded; in the browser only the fields every page reads are
 * checked, so the storefront does not load zod.
 */
function isVehicleRecord(hit: unknown, slug: string): hit is VehicleRecord {
  if (!hit || typeof hit !== "object") return false;
  const record = hit as Partial<Record<keyof VehicleRecord, unknown>>;
  return (
    record.slug === slug &&
    typeof record.make === "string" &&
    typeof record.model === "string" &&
    typeof record.year === "number" &&
    typeof record.price === "number" &&
    typeof record.status === "string"
  );
}
