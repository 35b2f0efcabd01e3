import { formatRangeParam, parseRangeParam } from "@storefront/rules/search/range";
import { emptyRefinements, type Refinements } from "@storefront/rules/search/search-refinements";
import { type FacetParam, facetCatalog } from "@storefront/schemas/search/search-state";

/** One URL parameter per facet: lists comma-separated, ranges as `min:max`. */
export const facetParams = Object.keys(facetCatalog) as FacetParam[];

export type UrlSearch = { query?: string; page?: number; sortBy?: string } & Partial<
  Record<FacetParam, string>
>;

// Values are joined with commas; a comma or percent sign inside a value is escaped.
const escapeValue = (value: string) => value.replaceAll("%", "%25").replaceAll(",", "%2C");
const unescapeValue = (value: string) => value.replace(/%2C/gi, ",").replaceAll("%25", "%");
const splitList = (value: string) =>
  value
    .split(",")
    .map((part) => unescapeValue(part).trim())
    .filter(Boolean);
const joinList = (values: readonly string[]) => values.map(escapeValue).join(",");

export function refinementsFromUrl(search: UrlSearch): Refinements {
  const refinements = emptyRefinements();
  refinements.query = search.query?.trim() ?? "";
  refinements.page = search.page ?? 1;
  refinements.sortBy = search.sortBy;
  for (const param of facetParams) {
    const raw = search[param];
    if (!raw) continue;
    if (facetCatalog[param].kind === "range") {
      const range = parseRangeParam(raw);
      if (range) refinements.ranges[param] = range;
    } else {
      const values = splitList(raw);
      if (values.length) refinements.lists[param] = values;
    }
  }
  return refinements;
}

export function urlFromRefinements(refinements: Refinements): UrlSearch {
  const search: UrlSearch = {};
  if (refinements.query) search.query = refinements.query;
  if (refinements.page > 1) search.page = refinements.page;
  if (refinements.sortBy) search.sortBy = refinements.sortBy;
  for (const [param, values] of Object.entries(refinements.lists)) {
    if (values?.length) search[param as FacetParam] = joinList(values);
  }
  for (const [param, range] of Object.entries(refinements.ranges)) {
    if (range) search[param as FacetParam] = formatRangeParam(range);
  }
  return search;
}
