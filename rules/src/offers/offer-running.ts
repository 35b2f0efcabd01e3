import { hasExpired } from "../time/date-window.ts";

type Site = { slug: string; timeZone: string };
type RunningOffer = { expiry?: string | undefined; excluded_website_ids?: readonly string[] };

/** An offer the site may show, running or not: one not excluded from it. */
export const isOfferOnSite = (offer: RunningOffer, site: Pick<Site, "slug">): boolean =>
  !offer.excluded_website_ids?.includes(site.slug);

/**
 * An offer this site shows now: not past its expiry (a whole day in the dealer's time zone) nor
 * excluded from the site. The offers pages, the sitemap and the menus' Offers entry all ask here.
 */
export function isOfferRunning(offer: RunningOffer, site: Site, now: Date): boolean {
  return !hasExpired(offer.expiry, now, site.timeZone) && isOfferOnSite(offer, site);
}

/**
 * The models the site's offers explore ('Explore {model}' leads to `/{model.slug}`), from every
 * offer on the site, running or not, as its offer pages are.
 */
export const exploredModelSlugs = (
  offers: readonly (RunningOffer & { model?: { slug: string } | undefined })[],
  site: Pick<Site, "slug">,
): string[] =>
  offers.flatMap((offer) => (offer.model && isOfferOnSite(offer, site) ? [offer.model.slug] : []));
