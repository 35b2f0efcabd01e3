import { searchBlocks } from "@storefront/design-system/blocks/families/search.ts";
import { connector, type FamilyConnectors } from "../connector.ts";

const search = () => import("../search-blocks/search-blocks.tsx");
const results = () => import("../search-results/search-results.tsx");

/** The family's blocks, as the design system defines them. */
export const blocks = searchBlocks;

export const connectors: FamilyConnectors<typeof blocks> = {
  "search-heading": connector(search, "SearchHeadingConnector"),
  "facet-panel": connector(search, "FacetPanelConnector"),
  "search-results": connector(results, "SearchResultsConnector"),
};
