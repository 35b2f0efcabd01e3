import { blockPlacements } from "@storefront/schemas/blocks/placements";
import { LayoutGridIcon } from "lucide-react";
import { defineBlock } from "../contract.ts";
import { FacetTiles, type FacetTilesProps } from "./facet-tiles.tsx";
import type { FacetTile, FacetTilesData } from "./facet-tiles-data.ts";

export type { FacetTile, FacetTilesData, FacetTilesProps };
export { FacetTiles };

export const facetTilesBlock = defineBlock({
  type: "facet-tiles",
  Component: FacetTiles,
  meta: {
    label: "Facet tiles",
    category: "Home",
    icon: LayoutGridIcon,
    description:
      "Tiles for makes or body types with how many vehicles each has, linking to their search results.",
    placement: blockPlacements["facet-tiles"],
    needsData: true,
    fieldHints: {
      facet: { widget: "select" },
      limit: { widget: "number", help: "The most common makes or body types are shown first." },
    },
  },
});
