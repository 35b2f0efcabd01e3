import type { Connectors } from "@storefront/design-system/blocks/contract.ts";
import { BreadcrumbConnector } from "./breadcrumb.tsx";
import { BrandGridConnector, FacetTilesConnector, HeroSearchConnector } from "./home-blocks.tsx";
import { FacetPanelConnector, SearchHeadingConnector } from "./search-blocks.tsx";
import { SiteFooterConnector, SiteHeaderConnector } from "./site-shell.tsx";

/** How the storefront feeds each data block: the route, the site definition, the search engine. */
export const connectors: Connectors = {
  "site-header": SiteHeaderConnector,
  "site-footer": SiteFooterConnector,
  breadcrumb: BreadcrumbConnector,
  "hero-search": HeroSearchConnector,
  "facet-tiles": FacetTilesConnector,
  "brand-grid": BrandGridConnector,
  "search-heading": SearchHeadingConnector,
  "facet-panel": FacetPanelConnector,
};
