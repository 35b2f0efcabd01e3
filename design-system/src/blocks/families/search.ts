import { facetPanelBlock } from "../facet-panel/index.ts";
import { searchHeadingBlock } from "../search-heading/index.ts";
import { searchResultsBlock } from "../search-results/index.ts";

/** The search page's own blocks. */
export const searchBlocks = {
  [searchHeadingBlock.type]: searchHeadingBlock,
  [facetPanelBlock.type]: facetPanelBlock,
  [searchResultsBlock.type]: searchResultsBlock,
};
