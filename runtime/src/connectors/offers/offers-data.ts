import type { BlockData } from "@storefront/design-system/blocks/contract.ts";
import { manufacturerName } from "@storefront/rules/offers/manufacturer-name";
import { isOfferRunning } from "@storefront/rules/offers/offer-running";
import {
  offerCategoryChoices,
  offerPath,
  searchOffers,
} from "@storefront/rules/offers/offer-search";
import type { Offer, SiteDefinition } from "@storefront/schemas";
import type { OfferSearchParams } from "@storefront/schemas/search/offer-search";

type OfferPageInputs = {
  site: SiteDefinition;
  now: Date;
  /** The address's query, as the router parsed it. */
  search: Record<string, unknown>;
  pathname: string;
};

const listParam = (value: unknown): string[] =>
  (Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [])
    .map(String)
    .filter(Boolean);

const wholeNumber = (value: unknown): number | undefined => {
  const number = typeof value === "number" ? value : Number.parseInt(String(value ?? ""), 10);
  return Number.isInteger(number) && number >= 0 ? number : undefined;
};

/**
 * The offers search's filters from the address; a value that makes no sense is left out, so a
 * bad address shows every offer rather than an error. (The API refuses it by name instead.)
 */
export function offerFiltersFrom(search: Record<string, unknown>): OfferSearchParams {
  const price_min = wholeNumber(search.price_min);
  const price_max = wholeNumber(search.price_max);
  const dealership = typeof search.dealership_id === "string" ? search.dealership_id : "";
  return {
    categories: listParam(search.categories),
    ...(price_min === undefined ? {} : { price_min }),
    ...(price_max === undefined ? {} : { price_max }),
    ...(dealership ? { dealership_id: dealership } : {}),
    page: Math.max(1, wholeNumber(search.page) ?? 1),
  };
}

const queryOf = (filters: OfferSearchParams, page: number) => {
  const query = new URLSearchParams();
  if (filters.categories.length) query.set("categories", filters.categories.join(","));
  if (filters.price_min !== undefined) query.set("price_min", String(filters.price_min));
  if (filters.price_max !== undefined) query.set("price_max", String(filters.price_max));
  if (filters.dealership_id) query.set("dealership_id", filters.dealership_id);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `?${text}` : "";
};

/** The offers list's page of running offers, its filter choices and the links between pages. */
export function offerListData({
  site,
  now,
  search,
  pathname,
}: OfferPageInputs): Omit<BlockData<"offer-list">, "initialValues" | "send"> {
  const filters = offerFiltersFrom(search);
  const results = searchOffers(site.offers, filters, site, now);
  return {
    results: {
      ...results,
      offers: results.offers.map((offer) => withManufacturerName(offer, site)),
    },
    filters,
    choices: {
      categories: offerCategoryChoices(site.offers, site, now),
      dealerships: site.dealerships.map(({ id, name }) => ({ id, name })),
    },
    action: pathname,
    pageHref: (page) => `${pathname}${queryOf(filters, page)}`,
    offerHref: offerPath,
  };
}

/** The offer an offer page's address names (its last part), while it runs on this site. */
export function offerOfPath(site: SiteDefinition, pathname: string, now: Date): Offer | null {
  const id = decodeURIComponent(pathname.replace(/\/+$/, "").split("/").at(-1) ?? "");
  const offer = site.offers.find((entry) => entry.id === id);
  return offer && isOfferRunning(offer, site, now) ? withManufacturerName(offer, site) : null;
}

/** The offer with its manufacturer named as the site's brand list names it. */
const withManufacturerName = (offer: Offer, site: SiteDefinition): Offer =>
  offer.manufacturer
    ? { ...offer, manufacturer: manufacturerName(offer.manufacturer, site.brands) }
    : offer;
