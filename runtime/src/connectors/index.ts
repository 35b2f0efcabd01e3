import type { Connectors } from "@storefront/design-system/blocks/contract.ts";
import { BreadcrumbConnector } from "./breadcrumb.tsx";

/** How the storefront feeds each data block: the route, the site definition, the search engine. */
export const connectors: Connectors = {
  breadcrumb: BreadcrumbConnector,
};
