import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const locationDetailBlock = defineBlock({
  type: "location-detail",
  Component: lazyBlock(() =>
    import("../dealer-locations/location-blocks.ts").then((module) => module.LocationDetail),
  ),
  needsData: true,
});

/** How the studio shows the block in its palette and forms. */
export const locationDetailMeta: BlockMeta = {
  label: "Location detail",
  category: "Content",
  icon: "store",
  description:
    "A location's page: its Google rating, contact details, opening hours for each of its types, holiday hours and its map.",
};
