import { toSlug } from "@storefront/rules/formatting/slug";
import { exploredModelSlugs } from "@storefront/rules/offers/offer-running";
import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";
import type { KnownSlugs } from "../../src/routing/match-path.ts";
import { makeSlugs } from "../../src/search-state/scope.ts";

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

export function knownSlugs(site: SiteDefinition, vehicles: readonly VehicleRecord[]): KnownSlugs {
  const own = siteVehicles(site, vehicles);
  const makes = makeSlugs(
    site,
    own.map((vehicle) => vehicle.make),
  );
  return {
    vehicles: new Set(own.map((vehicle) => vehicle.slug)),
    makes,
    // An explore page for each model in stock and each model the site's offers explore.
    models: new Set([
      ...own.map((vehicle) => toSlug(vehicle.model)),
      ...exploredModelSlugs(site.offers, site),
    ]),
    makeModels: new Set(own.map((vehicle) => `${toSlug(vehicle.make)}/${toSlug(vehicle.model)}`)),
    dealerships: new Set(site.dealerships.map((dealership) => dealership.slug)),
    // A brand page for each of the site's brands and each make it sells.
    brands: new Set([
      ...Object.values(site.brands).flatMap((list) => list.map((b) => b.slug)),
      ...makes,
    ]),
    offers: new Set(site.offers.map((offer) => offer.id)),
    locations: new Set(site.locations.map((location) => location.slug)),
  };
}
