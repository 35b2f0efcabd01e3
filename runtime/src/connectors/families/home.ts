import { homeBlocks } from "@storefront/design-system/blocks/families/home.ts";
import { connector, type FamilyConnectors } from "../connector.ts";

const home = () => import("../home-blocks/home-blocks.tsx");

/** The family's blocks, as the design system defines them. */
export const blocks = homeBlocks;

export const connectors: FamilyConnectors<typeof blocks> = {
  "hero-search": connector(home, "HeroSearchConnector"),
  "facet-tiles": connector(home, "FacetTilesConnector"),
  "brand-grid": connector(home, "BrandGridConnector"),
};
