import { priceSortFilter } from "@storefront/rules/pricing/price-sort";
import type { Refinements } from "@storefront/rules/search/search-refinements";
import { dealerStockFilter } from "@storefront/rules/search/stock-filter";
import { cardVehicleAttributes } from "@storefront/rules/vehicle/card/card-vehicle";
import type { SiteDefinition } from "@storefront/schemas";
import { type FacetParam, facetCatalog } from "@storefront/schemas/search/search-state";

export type SearchRequest = {
  indexName: string;
  query: string;
  filters: string;
  facets: string[];
  hitsPerPage: number;
  page: number;
  maxValuesPerFacet?: number;
  attributesToRetrieve?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
};

export const quote = (value: string) =>
  `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;

function listFilter(facet: FacetParam, values: readonly string[]): string {
  const { attribute, kind } = facetCatalog[facet];
  const terms = values.map((value) =>
    kind === "boolean" ? `${attribute}:${value === "true"}` : `${attribute}:${quote(value)}`,
  );
  return terms.length > 1 ? `(${terms.join(" OR ")})` : (terms[0] ?? "");
}

function rangeFilter(
  facet: FacetParam,
  range: { min?: number | undefined; max?: number | undefined },
): string {
  const { attribute } = facetCatalog[facet];
  if (range.min !== undefined && range.max !== undefined)
    return `${attribute}:${range.min} TO ${range.max}`;
  if (range.min !== undefined) return `${attribute} >= ${range.min}`;
  return `${attribute} <= ${range.max}`;
}

/** The index for a sort choice; an unknown choice falls back to the primary ranking. */
function indexFor(site: SiteDefinition, sortBy: string | undefined): string {
  const search = site.integrations.search;
  return search.replicas.find((replica) => replica.name === sortBy)?.name ?? search.index;
}

/** Stock this site lists (dealer stock filter), plus the price > 0 filter a price-ascending sort adds on some sites. */
export function siteFilter(site: SiteDefinition, now: Date, sortIndex?: string): string {
  const parts = [
    dealerStockFilter({
      soldDays: site.search.soldDays,
      visibilityLevel: site.search.visibilityLevel,
      now,
      dealershipIds: site.dealerships.map((dealership) => dealership.id),
    }),
  ];
  const replica = site.integrations.search.replicas.find((entry) => entry.name === sortIndex);
  const priceSort = priceSortFilter(replica, site.search.priceAscendingExcludesZero);
  if (priceSort) parts.push(priceSort);
  return parts.join(" AND ");
}

function refinementFilters(refinements: Refinements, except?: FacetParam): string[] {
  const filters: string[] = [];
  for (const [facet, values] of Object.entries(refinements.lists) as [FacetParam, string[]][]) {
    if (facet !== except && values.length) filters.push(listFilter(facet, values));
  }
  for (const [facet, range] of Object.entries(refinements.ranges) as [
    FacetParam,
    { min?: number; max?: number },
  ][]) {
    if (facet !== except) filters.push(rangeFilter(facet, range));
  }
  return filters;
}

/** The full record of the vehicle with this slug, when the site lists it (its stock filter applies, as in results). */
export function vehicleRequest(site: SiteDefinition, slug: string, now: Date): SearchRequest {
  return {
    indexName: site.integrations.search.index,
    query: "",
    filters: `${siteFilter(site, now)} AND slug:${quote(slug)}`,
    facets: [],
    hitsPerPage: 1,
    page: 0,
    attributesToRetrieve: ["*"],
  };
}

/** Facets whose values the page lists: the panel's list facets, status (for the count cap) and make_model (menus). */
function listFacetAttributes(site: SiteDefinition): string[] {
  const panel = site.search.facets.filter((facet) => facetCatalog[facet].kind !== "range");
  return [
    ...new Set([...panel.map((facet) => facetCatalog[facet].attribute), "status", "make_model"]),
  ];
}

/** Values listed per facet; a range facet needs only its bounds (facets_stats), so one value. */
const listedValues = 200;
const rangeValues = 1;

/**
 * The requests behind one search: the results with the listed facets' values; the bounds of the
 * panel's range facets, in a request of their own (a range facet's values are never shown, and
 * the hosted engine sets one number of values per request); and for each refined facet a
 * count-only request without that facet's own refinement, so its other values keep their counts
 * and its slider its bounds (disjunctive faceting, as the hosted engine's own widgets do).
 */
export function searchRequests(
  site: SiteDefinition,
  refinements: Refinements,
  now: Date,
): SearchRequest[] {
  const indexName = indexFor(site, refinements.sortBy);
  const base = siteFilter(site, now, indexName);
  const filtersWith = (except?: FacetParam) =>
    [base, ...refinementFilters(refinements, except)].join(" AND ");
  const countOnly = (facets: string[], values: number, except?: FacetParam): SearchRequest => ({
    indexName,
    query: refinements.query,
    filters: filtersWith(except),
    facets,
    hitsPerPage: 0,
    page: 0,
    maxValuesPerFacet: values,
  });
  const main: SearchRequest = {
    indexName,
    query: refinements.query,
    filters: filtersWith(),
    facets: listFacetAttributes(site),
    hitsPerPage: site.search.hitsPerPage,
    page: Math.max(0, refinements.page - 1),
    maxValuesPerFacet: listedValues,
    attributesToRetrieve: cardVehicleAttributes(site.search.cardAttributes),
  };
  const refined = new Set([
    ...Object.keys(refinements.lists),
    ...Object.keys(refinements.ranges),
  ] as FacetParam[]);
  const isRange = (facet: FacetParam) => facetCatalog[facet].kind === "range";
  const bounds = [...new Set(site.search.facets)]
    .filter((facet) => isRange(facet) && !refined.has(facet))
    .map((facet) => facetCatalog[facet].attribute);
  const disjunctive = [...refined].map((facet) =>
    countOnly([facetCatalog[facet].attribute], isRange(facet) ? rangeValues : listedValues, facet),
  );
  return [main, ...(bounds.length ? [countOnly(bounds, rangeValues)] : []), ...disjunctive];
}
