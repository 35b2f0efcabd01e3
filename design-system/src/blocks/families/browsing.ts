import { recentlyViewedBlock } from "../recently-viewed/index.ts";
import { searchHistoryBlock } from "../search-history/index.ts";

/** The shopper's recent searches and cars (home, search and content pages). */
export const browsingBlocks = {
  [searchHistoryBlock.type]: searchHistoryBlock,
  [recentlyViewedBlock.type]: recentlyViewedBlock,
};
