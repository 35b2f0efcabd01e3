import { toSlug } from "@storefront/rules/formatting/slug";
import { exploredModelSlugs, isOfferOnSite } from "@storefront/rules/offers/offer-running";
import { isListedStock, type StockFilterFields } from "@storefront/rules/search/stock-filter";
import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";
import type { KnownSlugs } from "../../src/routing/match-path.ts";
import { makeSlugs } from "../../src/search-state/scope.ts";
import { VehicleList } from "./vehicle-list.ts";

/** The vehicles a site sells: those of its dealerships, or all when it names none. */
export function siteVehicles(
  site: SiteDefinition,
  vehicles: readonly VehicleRecord[],
): VehicleRecord[] {
  if (!site.dealerships.length) return [...vehicles];
  const ids = new Set(site.dealerships.map((dealership) => dealership.id));
  return vehicles.filter(
    (vehicle) => vehicle.dealership_id !== undefined && ids.has(vehicle.dealership_id),
  );
}

/** The positions in `list` of the vehicles `site` sells (see siteVehicles). */
export function sitePositions(site: SiteDefinition, list: VehicleList): number[] {
  if (!site.dealerships.length) return Array.from({ length: list.length }, (_, index) => index);
  const ids = new Set<unknown>(site.dealerships.map((dealership) => dealership.id));
  return list.positions((index) => {
    const dealership = list.attribute("dealership_id", index);
    return dealership !== undefined && ids.has(dealership);
  });
}

/** The positions in `list` of the site's vehicles its stock filter lists at `now`. */
function listedPositions(site: SiteDefinition, list: VehicleList, own: number[], now: Date) {
  const options = {
    soldDays: site.search.soldDays,
    visibilityLevel: site.search.visibilityLevel,
    now,
  };
  const fields = ["status", "sold_date_timestamp", "show_on_dealer_website", "visibility"] as const;
  return own.filter((index) =>
    isListedStock(
      Object.fromEntries(
        fields.map((name) => [name, list.attribute(name, index)]),
      ) as StockFilterFields,
      options,
    ),
  );
}

/**
 * The slugs of the site's pages. Makes, models and brands come from the cars the site lists at
 * `now` (not those sold before the sold window or hidden from the website). The store computes
 * them once per stock load: a car that leaves the sold window afterwards takes its make and
 * model pages with it at the next stock load.
 */
export function knownSlugs(
  site: SiteDefinition,
  vehicles: readonly VehicleRecord[] | VehicleList,
  now: Date,
): KnownSlugs {
  const list = VehicleList.of(vehicles);
  const own = sitePositions(site, list);
  const listed = listedPositions(site, list, own, now);
  const field = (name: "make" | "model" | "slug") => (index: number) =>
    list.attribute(name, index) as string;
  const [make, model, slug] = [field("make"), field("model"), field("slug")];
  // Each distinct make and model is turned into a slug once.
  const pairs = new Set(listed.map((index) => `${make(index)}\u0000${model(index)}`));
  const makeModels = [...pairs].map((pair) => pair.split("\u0000") as [string, string]);
  const makes = makeSlugs(site, new Set(listed.map(make)));
  return {
    vehicles: new Set(own.map(slug)),
    makes,
    // An explore page for each model in stock and each model the site's offers explore.
    models: new Set([
      ...makeModels.map(([, name]) => toSlug(name)),
      ...exploredModelSlugs(site.offers, site),
    ]),
    makeModels: new Set(makeModels.map(([a, b]) => `${toSlug(a)}/${toSlug(b)}`)),
    dealerships: new Set(site.dealerships.map((dealership) => dealership.slug)),
    // A brand page for each of the site's brands and each make it sells.
    brands: new Set([
      ...Object.values(site.brands).flatMap((list) => list.map((b) => b.slug)),
      ...makes,
    ]),
    // An offer excluded from the site is not one of its pages.
    offers: new Set(site.offers.filter((offer) => isOfferOnSite(offer, site)).map((o) => o.id)),
    // A location hidden from the website has no page.
    locations: new Set(site.locations.filter((l) => l.visible).map((l) => l.slug)),
  };
}
