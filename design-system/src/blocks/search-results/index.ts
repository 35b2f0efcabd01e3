import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const searchResultsBlock = defineBlock({
  type: "search-results",
  Component: lazyBlock(() => import("./search-results.tsx").then((module) => module.SearchResults)),
  needsData: true,
});

/** How the studio shows the block in its palette and forms. */
export const searchResultsMeta: BlockMeta = {
  label: "Search results",
  category: "Search",
  icon: "layout-grid",
  description:
    "The matching vehicles as cards, with the result count, sort, promo cards and pagination.",
};
