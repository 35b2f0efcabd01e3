import { readFileSync } from "node:fs";
import type { SearchResult } from "@storefront/design-system/blocks/search-data.ts";
import { searchTitle } from "@storefront/rules/results/search-title";
import { emptyRefinements, type Refinements } from "@storefront/rules/search/search-refinements";
import { type SiteDefinition, validateSiteDefinition } from "@storefront/schemas";
import type { SearchContextValue } from "../pages/search-context.tsx";
import type { Catalogue } from "../queries/search-queries.ts";
import { locationHref } from "../search-state/location-href.ts";
import { catalogueFromFacet, searchLocation } from "../search-state/scope.ts";

/** The dealer group starter template (Southern Cross Motor Group), as the server validates it. */
export function dealerGroupSite(): SiteDefinition {
  const file = new URL("../../../templates/dealer-group.json", import.meta.url);
  const result = validateSiteDefinition(JSON.parse(readFileSync(file, "utf8")));
  if (!result.ok) throw new Error("templates/dealer-group.json is not a valid site definition");
  return result.definition;
}

/**
 * The stock catalogue the search engine would give for these make_model counts
 * ("Toyota > Corolla": 9), with the make facet summed from them and any other facets as given.
 */
export function catalogueOf(
  makeModel: Record<string, number>,
  facets: Record<string, Record<string, number>> = {},
): Catalogue {
  const make: Record<string, number> = {};
  for (const [entry, count] of Object.entries(makeModel)) {
    const [name = entry] = entry.split(" > ");
    make[name] = (make[name] ?? 0) + count;
  }
  return {
    ...catalogueFromFacet(makeModel),
    facets: { make, make_model: makeModel, ...facets },
    total: Object.values(makeModel).reduce((sum, count) => sum + count, 0),
  };
}

/** A page of results with these counts per facet and no hits. */
export function resultOf(count: number, facets: SearchResult["facets"] = {}): SearchResult {
  return { hits: [], count, facets, facetStats: {}, page: 1, pages: 1, ms: 3 };
}

/**
 * The search page's state for these refinements, as the search page gives it to its blocks; the
 * changes the blocks ask for are kept in `changes`.
 */
export function searchOf(
  site: SiteDefinition,
  refinements: Partial<Refinements> = {},
  overrides: Partial<SearchContextValue> = {},
): { search: SearchContextValue; changes: Refinements[] } {
  const current = { ...emptyRefinements(), ...refinements };
  const changes: Refinements[] = [];
  const search: SearchContextValue = {
    refinements: current,
    title: searchTitle(current),
    status: "ready",
    result: resultOf(12),
    change: (next) => changes.push(next),
    pageHref: (page) => locationHref(searchLocation({ ...current, page }, site)),
    href: locationHref(searchLocation(current, site)),
    retry: () => undefined,
    ...overrides,
  };
  return { search, changes };
}
