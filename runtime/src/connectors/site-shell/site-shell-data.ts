import type { BlockData } from "@storefront/design-system/blocks/contract.ts";
import { hasCurrentOffers, visibleMenu, withSellMyCar } from "@storefront/rules/navigation/menus";
import { primaryPhone } from "@storefront/rules/navigation/primary-phone";
import { trackEvent } from "@storefront/rules/shopper/analytics";
import { zoneOffset } from "@storefront/rules/time/zone-offset";
import type { SiteDefinition } from "@storefront/schemas";
import type { Catalogue } from "../../queries/search-queries.ts";
import { modelLinks, stockLinks } from "./stock-links.ts";

type ShellInputs = {
  site: SiteDefinition;
  /** The page load's clock: offers that have expired by then leave the menus. */
  now: Date;
  /** The stock catalogue; undefined while it loads. */
  catalogue: Catalogue | undefined;
};

/** The header's data: the menu (Offers only while the dealer has one), stock links, phone. */
export function siteHeaderData({ site, now, catalogue }: ShellInputs): BlockData<"site-header"> {
  const phone = primaryPhone(site.locations);
  return {
    siteName: site.name,
    ...(site.theme.logo ? { logo: site.theme.logo } : {}),
    menu: visibleMenu(
      withSellMyCar(site.navigation.header, site.navigation.sellMyCar),
      hasCurrentOffers(site.offers, site, now),
    ),
    models: modelLinks(catalogue),
    stock: stockLinks(catalogue, site),
    ...(phone ? { phone } : {}),
    onPhoneClick: trackPhoneClick(site),
  };
}

/** The footer's data: its menu, the models in stock, the sales locations, the year. */
export function siteFooterData({ site, now, catalogue }: ShellInputs): BlockData<"site-footer"> {
  const locations = site.locations
    .filter((location) => location.visible && location.location_type === "sales")
    .map((location) => ({
      name: location.name,
      href: `/locations/${location.slug}`,
      address: `${location.address.street}, ${location.address.city} ${location.address.state} ${location.address.postcode}`,
      ...(location.contact_detail.phone ? { phone: location.contact_detail.phone } : {}),
    }));
  return {
    siteName: site.name,
    ...(site.theme.logo ? { logo: site.theme.logo } : {}),
    menu: visibleMenu(site.navigation.footer, hasCurrentOffers(site.offers, site, now)),
    models: modelLinks(catalogue),
    locations,
    // The dealer's year, so the server's render and the browser's agree at New Year.
    year: new Date(
      now.getTime() + zoneOffset(site.timeZone, now.getTime()) * 60_000,
    ).getUTCFullYear(),
    onPhoneClick: trackPhoneClick(site),
  };
}

/** A phone link's click, sent as the site's phone-click event. */
const trackPhoneClick = (site: SiteDefinition) => (phone: string) =>
  trackEvent(site.analytics.events.phoneClick, { phone }, site.analytics.dataLayer);
