import { toSlug } from "@storefront/rules/formatting/slug";
import { manufacturerName } from "@storefront/rules/offers/manufacturer-name";
import { isOfferOnSite, isOfferRunning } from "@storefront/rules/offers/offer-running";
import type { Offer, SiteDefinition } from "@storefront/schemas";

/** The model a `/{model-slug}` address names, as the site knows it. */
export type ExploredModel = {
  slug: string;
  /** As its offers name it, else as the stock spells it. */
  name: string;
  /** Its page's title: the make and the name, `Toyota HiLux`. */
  title: string;
  /** Its make as the stock spells it, else its offers' manufacturer. */
  make: string | undefined;
  /** The model as the stock spells it, when the site lists any. */
  stockModel: string | undefined;
  /** Its offers running on this site now. */
  offers: Offer[];
};

/**
 * The model a `/{model-slug}` address names: one an offer of the site explores, or a model in
 * stock whose name makes the slug (the search routes' slug rule). Undefined for neither.
 */
export function modelOfPath(
  site: SiteDefinition,
  pathname: string,
  modelsByMake: Readonly<Record<string, readonly string[]>>,
  now: Date,
): ExploredModel | undefined {
  const slug = decodeURIComponent(pathname.split("/").filter(Boolean)[0] ?? "");
  const named = site.offers.filter(
    (offer) => offer.model?.slug === slug && isOfferOnSite(offer, site),
  );
  const [make, stockModel] =
    Object.entries(modelsByMake)
      .flatMap(([make, models]) => models.map((model) => [make, model] as const))
      .find(([, model]) => toSlug(model) === slug) ?? [];
  if (!named.length && !stockModel) return undefined;
  const offers = named
    .filter((offer) => isOfferRunning(offer, site, now))
    .map((offer) =>
      offer.manufacturer
        ? { ...offer, manufacturer: manufacturerName(offer.manufacturer, site.brands) }
        : offer,
    );
  const [first] = [...offers, ...named];
  const name = first?.model?.name ?? stockModel ?? slug;
  const written = named.find((offer) => offer.manufacturer)?.manufacturer;
  const makeName = make ?? (written ? manufacturerName(written, site.brands) : undefined);
  return {
    slug,
    name,
    title: makeName ? `${makeName} ${name}` : name,
    make: makeName,
    stockModel,
    offers,
  };
}
