import type { TrailItem } from "@storefront/design-system/blocks/breadcrumb/index.ts";
import { toSlug } from "@storefront/rules/formatting/slug";
import type { SiteDefinition } from "@storefront/schemas";
import { brandOfPath } from "../connectors/brands/brand-data.ts";
import { modelOfPath } from "../connectors/models/model-data.ts";
import { offerOfPath } from "../connectors/offers/offers-data.ts";
import type { PathMatch } from "./match-path.ts";

type Named = { title: string; trail: TrailItem[] };

/**
 * The title and breadcrumb of a page about one thing its address names (an offer, a brand, a
 * model, a location):
 * the thing's own name after the list it belongs to. Undefined for other pages.
 */
export function namedPage(
  match: Pick<PathMatch, "template" | "params">,
  pathname: string,
  site: SiteDefinition,
  context: {
    now: Date;
    makesInStock: readonly string[];
    modelsByMake: Readonly<Record<string, readonly string[]>>;
  },
): Named | undefined {
  const home = { label: "Home", href: "/" };
  if (match.template === "offer") {
    const offer = offerOfPath(site, pathname, context.now);
    if (!offer) return undefined;
    const list = { label: "Special Offers", href: "/special-offers" };
    return { title: offer.name, trail: [home, list, { label: offer.name }] };
  }
  if (match.template === "brand") {
    const brand = brandOfPath(site, pathname, context.makesInStock);
    if (!brand) return undefined;
    const list = { label: "Brands", href: "/brands" };
    return { title: brand.title, trail: [home, list, { label: brand.title }] };
  }
  if (match.template === "model") {
    const model = modelOfPath(site, pathname, context.modelsByMake, context.now);
    if (!model) return undefined;
    // Its make's brand page, when the site has one.
    const brand = model.make
      ? brandOfPath(site, `/${toSlug(model.make)}`, context.makesInStock)
      : undefined;
    const make = brand ? [{ label: brand.title, href: `/${brand.slug}/overview` }] : [];
    return { title: model.title, trail: [home, ...make, { label: model.name }] };
  }
  if (match.template === "location") {
    const location = site.locations.find((entry) => entry.slug === match.params.slug);
    if (!location) return undefined;
    const list = { label: "Our Locations", href: "/dealer-locator" };
    return { title: location.name, trail: [home, list, { label: location.name }] };
  }
  return undefined;
}
