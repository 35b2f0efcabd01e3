import type { NavigationItem } from "@storefront/schemas";
import { hasExpired } from "./date-window.ts";

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

/** Whether the dealer has an offer to show: one that has not expired. */
export function hasCurrentOffers(
  offers: readonly { expiry?: string | undefined }[],
  now: Date,
): boolean {
  return offers.some((offer) => !hasExpired(offer.expiry, now));
}
