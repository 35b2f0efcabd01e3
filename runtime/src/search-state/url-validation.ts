import { facetCatalog } from "@storefront/schemas/search/search-state";
import { facetParams, type UrlSearch } from "./url-params.ts";

// Checked by hand rather than with a zod schema: this runs in every search page, where zod would
// be the largest script after the framework. The server validates its own inputs with zod.
type Reader = (value: unknown) => string | number | undefined;

const matching =
  (pattern: RegExp): Reader =>
  (value) =>
    typeof value === "string" && pattern.test(value) ? value : undefined;

const text: Reader = (value) =>
  typeof value === "string" && value.length <= 200 ? value : undefined;
const range = matching(/^(-?\d+(\.\d+)?)?:(-?\d+(\.\d+)?)?$/);

const pageNumber: Reader = (value) => {
  const page = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof page === "number" && Number.isInteger(page) && page >= 1 && page <= 1000
    ? page
    : undefined;
};

const readers: Record<string, Reader> = {
  query: text,
  page: pageNumber,
  sortBy: matching(/^[A-Za-z0-9_.-]{1,100}$/),
  ...Object.fromEntries(
    facetParams.map((param) => [param, facetCatalog[param].kind === "range" ? range : text]),
  ),
};

/** Reads a search URL's parameters: anything malformed is dropped, so a bad URL degrades to a wider search. */
export function validateUrlSearch(input: Record<string, unknown>): UrlSearch {
  return Object.fromEntries(
    Object.entries(readers).flatMap(([param, read]) => {
      const value = read(input[param]);
      return value === undefined || value === "" ? [] : [[param, value]];
    }),
  ) as UrlSearch;
}
