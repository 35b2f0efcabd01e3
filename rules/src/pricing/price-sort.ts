import type { SortReplica } from "@storefront/schemas";

/**
 * On sites that say so (`search.priceAscendingExcludesZero`), sorting by price from low to high
 * leaves out cars priced 0, which would otherwise head the list: the filter that sort adds, in
 * Algolia filter syntax, or undefined for any other sort or site.
 */
export function priceSortFilter(
  sort: Pick<SortReplica, "attribute" | "order"> | undefined,
  excludesZero: boolean,
): string | undefined {
  return excludesZero && sort?.attribute === "price" && sort.order === "asc"
    ? "price > 0"
    : undefined;
}
