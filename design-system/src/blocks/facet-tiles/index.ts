import { lazyBlock } from "../../renderer/lazy-block.ts";
import { defineBlock } from "../contract.ts";

export const facetTilesBlock = defineBlock({
  type: "facet-tiles",
  Component: lazyBlock(() => import("./facet-tiles.tsx").then((module) => module.FacetTiles)),
  needsData: true,
  meta: {
    label: "Facet tiles",
    category: "Home",
    icon: "layout-grid",
    description:
      "Tiles for makes or body types with how many vehicles each has, linking to their search results.",
  },
});
