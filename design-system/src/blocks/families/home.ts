import { brandGridBlock } from "../brand-grid/index.ts";
import { facetTilesBlock } from "../facet-tiles/index.ts";
import { heroSearchBlock } from "../hero-search/index.ts";

/** The home page's search entry points (also on content pages). */
export const homeBlocks = {
  [heroSearchBlock.type]: heroSearchBlock,
  [facetTilesBlock.type]: facetTilesBlock,
  [brandGridBlock.type]: brandGridBlock,
};
