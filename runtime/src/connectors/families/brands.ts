import { brandsBlocks } from "@storefront/design-system/blocks/families/brands.ts";
import { connector, type FamilyConnectors } from "../connector.ts";

const brands = () => import("../brands/brand-blocks.tsx");
const models = () => import("../models/model-blocks.tsx");

/** The family's blocks, as the design system defines them. */
export const blocks = brandsBlocks;

export const connectors: FamilyConnectors<typeof blocks> = {
  "brand-overview": connector(brands, "BrandOverviewConnector"),
  "model-overview": connector(models, "ModelOverviewConnector"),
};
