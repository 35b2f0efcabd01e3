import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const searchHeadingBlock = defineBlock({
  type: "search-heading",
  Component: lazyBlock(() => import("./search-heading.tsx").then((module) => module.SearchHeading)),
  needsData: true,
});

/** How the studio shows the block in its palette and forms. */
export const searchHeadingMeta: BlockMeta = {
  label: "Search heading",
  category: "Search",
  icon: "text-search",
  description:
    "The search page's title, such as 'Used Cars for Sale', and how many vehicles match.",
};

export type { SaveSearchControl, SaveSearchState } from "./save-search.tsx";
