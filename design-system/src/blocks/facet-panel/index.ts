import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const facetPanelBlock = defineBlock({
  type: "facet-panel",
  Component: lazyBlock(() => import("./facet-panel.tsx").then((module) => module.FacetPanel)),
  needsData: true,
});

/** How the studio shows the block in its palette and forms. */
export const facetPanelMeta: BlockMeta = {
  label: "Filter panel",
  category: "Search",
  icon: "sliders-horizontal",
  description:
    "Keyword, make, model, body and other filters with counts, and price, km and year sliders; a drawer on phones.",
};
