import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const facetTilesBlock = defineBlock({
  type: "facet-tiles",
  Component: lazyBlock(() => import("./facet-tiles.tsx").then((module) => module.FacetTiles)),
  needsData: true,
});

/** How the studio shows the block in its palette and forms. */
export const facetTilesMeta: BlockMeta = {
  label: "Facet tiles",
  category: "Home",
  icon: "layout-grid",
  description:
    "Tiles for makes or body types with how many vehicles each has, linking to their search results.",
};
