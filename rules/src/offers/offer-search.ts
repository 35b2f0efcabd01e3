import type { Offer } from "@storefront/schemas";
import type { OfferSearchParams } from "@storefront/schemas/search/offer-search";
import { toSlug } from "../formatting/slug.ts";
import { isOfferRunning } from "./offer-running.ts";

/** The spec's page size for the listings-by-make and offers searches. */
export const offersPerPage = 21;
/** The spec's result cache of those searches: 10 entries, the oldest evicted. */
export const searchCacheEntries = 10;

type Site = { slug: string; timeZone: string };

const categoriesOf = (offer: Offer) => [offer.category, ...offer.categories];

/** Whether an offer meets the filters: any chosen category, its price within the range, the dealership. */
function matchesOfferFilters(offer: Offer, filters: OfferSearchParams): boolean {
  if (filters.categories.length && !categoriesOf(offer).some((c) => filters.categories.includes(c)))
    return false;
  if (filters.dealership_id && offer.dealership_id !== filters.dealership_id) return false;
  const priced = filters.price_min !== undefined || filters.price_max !== undefined;
  if (!priced) return true;
  if (offer.price === undefined) return false;
  return offer.price >= (filters.price_min ?? 0) && offer.price <= (filters.price_max ?? Infinity);
}

export type OfferPage = { offers: Offer[]; page: number; pages: number; total: number };

/** The running offers that meet the filters, 21 a page; a page past the last is empty. */
export function searchOffers(
  offers: readonly Offer[],
  filters: OfferSearchParams,
  site: Site,
  now: Date,
): OfferPage {
  const found = offers.filter(
    (offer) => isOfferRunning(offer, site, now) && matchesOfferFilters(offer, filters),
  );
  const start = (filters.page - 1) * offersPerPage;
  return {
    offers: found.slice(start, start + offersPerPage),
    page: filters.page,
    pages: Math.ceil(found.length / offersPerPage),
    total: found.length,
  };
}

/** The categories the running offers can be filtered by, in the order first met. */
export function offerCategoryChoices(offers: readonly Offer[], site: Site, now: Date): string[] {
  const running = offers.filter((offer) => isOfferRunning(offer, site, now));
  return [...new Set(running.flatMap(categoriesOf))];
}

/** An offer's page: /offers/{manufacturer}/{offerId} when it names a manufacturer, else /offers/{offerId}. */
export function offerPath(offer: Pick<Offer, "id" | "manufacturer">): string {
  const id = encodeURIComponent(offer.id);
  return offer.manufacturer ? `/offers/${toSlug(offer.manufacturer)}/${id}` : `/offers/${id}`;
}
