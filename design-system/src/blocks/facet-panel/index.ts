import { blockPlacements } from "@storefront/schemas/blocks/placements";
import { SlidersHorizontalIcon } from "lucide-react";
import { defineBlock } from "../contract.ts";
import { FacetPanel } from "./facet-panel.tsx";

export { FacetPanel, type FacetPanelData, type FacetPanelProps } from "./facet-panel.tsx";

export const facetPanelBlock = defineBlock({
  type: "facet-panel",
  Component: FacetPanel,
  meta: {
    label: "Filter panel",
    category: "Search",
    icon: SlidersHorizontalIcon,
    description:
      "Keyword, make, model, body and other filters with counts, and price, km and year sliders; a drawer on phones.",
    placement: blockPlacements["facet-panel"],
    needsData: true,
  },
});
