import type { BlockType } from "@storefront/schemas";
import { breadcrumbBlock } from "./breadcrumb/index.ts";
import type { BlockDefinition } from "./contract.ts";
import { featureBannerBlock } from "./feature-banner/index.ts";
import { pageHeadingBlock } from "./page-heading/index.ts";
import { richTextBlock } from "./rich-text/index.ts";
import { whyBuyFromUsBlock } from "./why-buy-from-us/index.ts";

/** Every block: type -> component and studio metadata. Adding a block adds one line here. */
export const blockRegistry = {
  [breadcrumbBlock.type]: breadcrumbBlock,
  [pageHeadingBlock.type]: pageHeadingBlock,
  [richTextBlock.type]: richTextBlock,
  [featureBannerBlock.type]: featureBannerBlock,
  [whyBuyFromUsBlock.type]: whyBuyFromUsBlock,
} satisfies { [T in BlockType]?: BlockDefinition<T> } as { [T in BlockType]?: BlockDefinition<T> };

export const registeredBlocks = Object.values(blockRegistry) as BlockDefinition<BlockType>[];
