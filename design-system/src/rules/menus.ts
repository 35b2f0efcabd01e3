import type { NavigationItem } from "@storefront/schemas";

const offersPath = "/special-offers";

/** Offers entries show in menus only when the dealer has at least one offer. */
export function visibleMenu(
  items: readonly NavigationItem[],
  hasOffers: boolean,
): NavigationItem[] {
  return items
    .filter((item) => hasOffers || item.url?.replace(/\/$/, "") !== offersPath)
    .map((item) =>
      item.dropdown ? { ...item, dropdown: visibleMenu(item.dropdown, hasOffers) } : item,
    )
    .filter((item) => item.url || item.dynamic || item.dropdown?.length);
}
