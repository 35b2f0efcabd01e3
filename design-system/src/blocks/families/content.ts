import { featureBannerBlock } from "../feature-banner/index.ts";
import { richTextBlock } from "../rich-text/index.ts";
import { salesCounterBlock } from "../sales-counter/index.ts";
import { whyBuyFromUsBlock } from "../why-buy-from-us/index.ts";

/** Content blocks any page may hold. */
export const contentBlocks = {
  [richTextBlock.type]: richTextBlock,
  [featureBannerBlock.type]: featureBannerBlock,
  [whyBuyFromUsBlock.type]: whyBuyFromUsBlock,
  [salesCounterBlock.type]: salesCounterBlock,
};
