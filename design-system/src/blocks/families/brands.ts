import { brandOverviewBlock } from "../brand-overview/index.ts";
import { modelOverviewBlock } from "../model-overview/index.ts";

/** The brand and model pages. */
export const brandsBlocks = {
  [brandOverviewBlock.type]: brandOverviewBlock,
  [modelOverviewBlock.type]: modelOverviewBlock,
};
