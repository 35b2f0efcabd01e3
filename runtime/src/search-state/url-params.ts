import { formatRangeParam, parseRangeParam } from "@storefront/design-system/rules/range.ts";
import {
  emptyRefinements,
  type Refinements,
} from "@storefront/design-system/rules/search-refinements.ts";
import { type FacetParam, facetCatalog } from "@storefront/schemas/search-state";
import * as z from "zod/mini";

const facetParams = Object.keys(facetCatalog) as FacetParam[];

/** One URL parameter per facet: lists comma-separated (values URL-encoded), ranges as `min:max`. */
const text = z.catch(z.optional(z.string().check(z.maxLength(200))), undefined);
const range = z.catch(
  z.optional(z.string().check(z.regex(/^(-?\d+(\.\d+)?)?:(-?\d+(\.\d+)?)?$/))),
  undefined,
);
const urlSearchSchema = z.object({
  query: text,
  page: z.catch(
    z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000))),
    undefined,
  ),
  sortBy: z.catch(z.optional(z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,100}$/))), undefined),
  ...Object.fromEntries(
    facetParams.map((param) => [param, facetCatalog[param].kind === "range" ? range : text]),
  ),
});

export type UrlSearch = { query?: string; page?: number; sortBy?: string } & Partial<
  Record<FacetParam, string>
>;

/** The router's validateSearch: anything malformed is dropped, so a bad URL degrades to a wider search. */
export function validateUrlSearch(input: Record<string, unknown>): UrlSearch {
  const parsed = urlSearchSchema.parse(input) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined && value !== ""),
  ) as UrlSearch;
}

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
