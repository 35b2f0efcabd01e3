import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { hasCurrentOffers, visibleMenu, withSellMyCar } from "@storefront/rules/navigation/menus";
import { primaryPhone } from "@storefront/rules/navigation/primary-phone";
import { trackEvent } from "@storefront/rules/shopper/analytics";
import type { SiteDefinition } from "@storefront/schemas";
import { useQuery } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";
import { useSite } from "../../app/site-context.tsx";
import { catalogueQuery } from "../../queries/search-queries.ts";
import { modelLinks, stockLinks } from "./stock-links.ts";

export function SiteHeaderConnector({ block, Block }: ConnectorProps<"site-header">) {
  const context = useSite();
  const { site } = context;
  const catalogue = useQuery(catalogueQuery(context)).data;
  const currentPath = useRouterState({ select: (state) => state.location.pathname });
  const phone = primaryPhone(site.locations);
  return (
    <Block
      {...block.props}
      siteName={site.name}
      {...(site.theme.logo ? { logo: site.theme.logo } : {})}
      menu={visibleMenu(
        withSellMyCar(site.navigation.header, site.navigation.sellMyCar),
        hasCurrentOffers(site.offers, context.now, site.slug),
      )}
      models={modelLinks(catalogue)}
      stock={stockLinks(catalogue, site)}
      {...(phone ? { phone } : {})}
      currentPath={currentPath}
      onPhoneClick={trackPhoneClick(site)}
    />
  );
}

export function SiteFooterConnector({ block, Block }: ConnectorProps<"site-footer">) {
  const context = useSite();
  const { site } = context;
  const catalogue = useQuery(catalogueQuery(context)).data;
  const locations = site.locations
    .filter((location) => location.visible && location.location_type === "sales")
    .map((location) => ({
      name: location.name,
      href: `/locations/${location.slug}`,
      address: `${location.address.street}, ${location.address.city} ${location.address.state} ${location.address.postcode}`,
      ...(location.contact_detail.phone ? { phone: location.contact_detail.phone } : {}),
    }));
  return (
    <Block
      {...block.props}
      siteName={site.name}
      {...(site.theme.logo ? { logo: site.theme.logo } : {})}
      menu={visibleMenu(
        site.navigation.footer,
        hasCurrentOffers(site.offers, context.now, site.slug),
      )}
      models={modelLinks(catalogue)}
      locations={locations}
      year={context.now.getFullYear()}
      onPhoneClick={trackPhoneClick(site)}
    />
  );
}

const trackPhoneClick = (site: SiteDefinition) => (phone: string) =>
  trackEvent(site.analytics.events.phoneClick, { phone }, site.analytics.dataLayer);
