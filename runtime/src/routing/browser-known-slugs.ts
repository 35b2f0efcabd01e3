import { toSlug } from "@storefront/rules/formatting/slug";
import { exploredModelSlugs, isOfferOnSite } from "@storefront/rules/offers/offer-running";
import type { SiteDefinition } from "@storefront/schemas";
import { makeSlugs, type StockCatalogue } from "../search-state/scope.ts";
import type { KnownSlugs } from "./match-path.ts";

const anything: ReadonlySet<string> = { has: () => true } as unknown as ReadonlySet<string>;

/**
 * What the browser knows exists: the site's own content, and makes and models from the stock
 * catalogue. Any vehicle slug matches here: loadSitePage then asks the search engine whether the
 * site lists it.
 */
export function browserKnownSlugs(site: SiteDefinition, catalogue: StockCatalogue): KnownSlugs {
  const makeModels = Object.entries(catalogue.modelsByMake).flatMap(([make, models]) =>
    models.map((model) => `${toSlug(make)}/${toSlug(model)}`),
  );
  const makes = makeSlugs(site, catalogue.makes);
  return {
    vehicles: anything,
    makes,
    models: new Set([
      ...Object.values(catalogue.modelsByMake).flat().map(toSlug),
      ...exploredModelSlugs(site.offers, site),
    ]),
    makeModels: new Set(makeModels),
    dealerships: new Set(site.dealerships.map((dealership) => dealership.slug)),
    // A brand page for each of the site's brands and each make it sells.
    brands: new Set([
      ...Object.values(site.brands).flatMap((list) => list.map((b) => b.slug)),
      ...makes,
    ]),
    offers: new Set(site.offers.filter((offer) => isOfferOnSite(offer, site)).map((o) => o.id)),
    // A location hidden from the website has no page.
    locations: new Set(site.locations.filter((l) => l.visible).map((l) => l.slug)),
  };
}
