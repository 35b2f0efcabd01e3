import { cardVehicleAttributes } from "@storefront/design-system/rules/card-vehicle.ts";
import type { Refinements } from "@storefront/design-system/rules/search-refinements.ts";
import { dealerStockFilter } from "@storefront/design-system/rules/stock-filter.ts";
import type { SiteDefinition } from "@storefront/schemas";
import { type FacetParam, facetCatalog } from "@storefront/schemas/search-state";

export type SearchRequest = {
  indexName: string;
  query: string;
  filters: string;
  facets: string[];
  hitsPerPage: number;
  page: number;
  maxValuesPerFacet?: number;
  attributesToRetrieve?: string[];
};

const quote = (value: string) => `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;

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
export function indexFor(site: SiteDefinition, sortBy: string | undefined): string {
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
  if (
    site.search.priceAscendingExcludesZero &&
    replica?.attribute === "price" &&
    replica.order === "asc"
  )
    parts.push("price > 0");
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

/** A count-only request for the listed vehicle with this slug: does the site list it? */
export function listedVehicleRequest(site: SiteDefinition, slug: string, now: Date): SearchRequest {
  return {
    indexName: site.integrations.search.index,
    query: "",
    filters: `${siteFilter(site, now)} AND slug:${quote(slug)}`,
    facets: [],
    hitsPerPage: 0,
    page: 0,
  };
}

/** Facet attributes a search asks counts for: the panel's, plus status (for the count cap) and make_model (menus). */
export function facetAttributes(site: SiteDefinition): string[] {
  return [
    ...new Set([
      ...site.search.facets.map((facet) => facetCatalog[facet].attribute),
      "status",
      "make_model",
    ]),
  ];
}

/**
 * The requests behind one search: the results, and for each refined facet a count-only
 * request without that facet's own refinement, so its other values keep their counts
 * (disjunctive faceting, as the hosted engine's own widgets do).
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
  const main: SearchRequest = {
    indexName,
    query: refinements.query,
    filters: filtersWith(),
    facets: facetAttributes(site),
    hitsPerPage: site.search.hitsPerPage,
    page: Math.max(0, refinements.page - 1),
    maxValuesPerFacet: 200,
    attributesToRetrieve: cardVehicleAttributes(site.search.cardAttributes),
  };
  const refined = [
    ...Object.keys(refinements.lists),
    ...Object.keys(refinements.ranges),
  ] as FacetParam[];
  const disjunctive = [...new Set(refined)].map((facet) => ({
    indexName,
    query: refinements.query,
    filters: filtersWith(facet),
    facets: [facetCatalog[facet].attribute],
    hitsPerPage: 0,
    page: 0,
    maxValuesPerFacet: 200,
  }));
  return [main, ...disjunctive];
}
