import { layoutBlocks } from "@storefront/design-system/blocks/families/layout.ts";
import { connector, type FamilyConnectors } from "../connector.ts";

const shell = () => import("../site-shell/site-shell.tsx");

/** The family's blocks, as the design system defines them. */
export const blocks = layoutBlocks;

export const connectors: FamilyConnectors<typeof blocks> = {
  "site-header": connector(shell, "SiteHeaderConnector"),
  "site-footer": connector(shell, "SiteFooterConnector"),
  breadcrumb: connector(() => import("../breadcrumb/breadcrumb.tsx"), "BreadcrumbConnector"),
};
