import { offerDetailBlock } from "../offer-detail/index.ts";
import { offerListBlock } from "../offer-list/index.ts";

/** The special offers' pages. */
export const offersBlocks = {
  [offerListBlock.type]: offerListBlock,
  [offerDetailBlock.type]: offerDetailBlock,
};
