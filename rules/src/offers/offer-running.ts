import { hasExpired } from "../time/date-window.ts";

type Site = { slug: string; timeZone: string };
type RunningOffer = { expiry?: string | undefined; excluded_website_ids?: readonly string[] };

/**
 * An offer this site shows now: not past its expiry (a whole day in the dealer's time zone) nor
 * excluded from the site. The offers pages, the sitemap and the menus' Offers entry all ask here.
 */
export function isOfferRunning(offer: RunningOffer, site: Site, now: Date): boolean {
  return (
    !hasExpired(offer.expiry, now, site.timeZone) &&
    !offer.excluded_website_ids?.includes(site.slug)
  );
}
