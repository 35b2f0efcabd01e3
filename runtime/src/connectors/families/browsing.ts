import { browsingBlocks } from "@storefront/design-system/blocks/families/browsing.ts";
import { connector, type FamilyConnectors } from "../connector.ts";

const browsing = () => import("../browsing-history/browsing-history.tsx");

/** The family's blocks, as the design system defines them. */
export const blocks = browsingBlocks;

export const connectors: FamilyConnectors<typeof blocks> = {
  "search-history": connector(browsing, "SearchHistoryConnector"),
  "recently-viewed": connector(browsing, "RecentlyViewedConnector"),
};
