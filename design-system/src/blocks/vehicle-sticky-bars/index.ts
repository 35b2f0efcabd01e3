import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const vehicleStickyBarsBlock = defineBlock({
  type: "vehicle-sticky-bars",
  Component: lazyBlock(() =>
    import("./vehicle-sticky-bars.tsx").then((module) => module.VehicleStickyBars),
  ),
  needsData: true,
});

/** How the studio shows the block in its palette and forms. */
export const vehicleStickyBarsMeta: BlockMeta = {
  label: "Sticky header and call bar",
  category: "Vehicle",
  icon: "panel-top",
  description:
    "The vehicle's title, price and actions pinned to the top after 500 px of scroll, and a call bar on phones where the site has one.",
};
