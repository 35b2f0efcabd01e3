import { facetCatalog } from "@storefront/schemas/search-state";
import * as z from "zod/mini";
import { facetParams, type UrlSearch } from "./url-params.ts";

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

/** Reads a search URL's parameters: anything malformed is dropped, so a bad URL degrades to a wider search. */
export function validateUrlSearch(input: Record<string, unknown>): UrlSearch {
  const parsed = urlSearchSchema.parse(input) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined && value !== ""),
  ) as UrlSearch;
}
