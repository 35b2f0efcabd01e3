import { lazyBlock } from "../../renderer/lazy-block.ts";
import { defineBlock } from "../contract.ts";

export const facetPanelBlock = defineBlock({
  type: "facet-panel",
  Component: lazyBlock(() => import("./facet-panel.tsx").then((module) => module.FacetPanel)),
  needsData: true,
  meta: {
    label: "Filter panel",
    category: "Search",
    icon: "sliders-horizontal",
    description:
      "Keyword, make, model, body and other filters with counts, and price, km and year sliders; a drawer on phones.",
  },
});
