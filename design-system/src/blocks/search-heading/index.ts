import { lazyBlock } from "../../renderer/lazy-block.ts";
import { defineBlock } from "../contract.ts";

export const searchHeadingBlock = defineBlock({
  type: "search-heading",
  Component: lazyBlock(() => import("./search-heading.tsx").then((module) => module.SearchHeading)),
  needsData: true,
  meta: {
    label: "Search heading",
    category: "Search",
    icon: "text-search",
    description:
      "The search page's title, such as 'Used Cars for Sale', and how many vehicles match.",
  },
});
