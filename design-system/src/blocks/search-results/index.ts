import { lazyBlock } from "../../renderer/lazy-block.ts";
import { defineBlock } from "../contract.ts";

export const searchResultsBlock = defineBlock({
  type: "search-results",
  Component: lazyBlock(() => import("./search-results.tsx").then((module) => module.SearchResults)),
  needsData: true,
  meta: {
    label: "Search results",
    category: "Search",
    icon: "layout-grid",
    description:
      "The matching vehicles as cards, with the result count, sort, promo cards and pagination.",
  },
});
