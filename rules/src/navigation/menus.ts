import type { NavigationItem } from "@storefront/schemas";
import { isOfferRunning } from "../offers/offer-running.ts";

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

/** The header entry of the dealer that buys cars from its menu: its trade-in page. */
const sellMyCarItem: NavigationItem = { name: "Sell My Car", url: "/sell-my-car" };

/** The header's entries with 'Sell My Car' after Stock when the site has it (and lists it nowhere). */
export function withSellMyCar(
  items: readonly NavigationItem[],
  sellMyCar: boolean,
): NavigationItem[] {
  const listed = items.some((item) => item.url === sellMyCarItem.url);
  if (!sellMyCar || listed) return [...items];
  const stock = items.findIndex((item) => item.dynamic === "stock");
  const at = stock < 0 ? Math.min(1, items.length) : stock + 1;
  return [...items.slice(0, at), sellMyCarItem, ...items.slice(at)];
}

/** Whether the dealer has an offer this site shows: one running by the offers' own rule. */
export function hasCurrentOffers(
  offers: readonly { expiry?: string | undefined; excluded_website_ids?: readonly string[] }[],
  site: { slug: string; timeZone: string },
  now: Date,
): boolean {
  return offers.some((offer) => isOfferRunning(offer, site, now));
}
