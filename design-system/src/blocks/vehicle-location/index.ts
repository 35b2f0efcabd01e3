import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";
import { vehicleMapAnchor } from "./vehicle-map-anchor.ts";

export const vehicleLocationBlock = defineBlock({
  type: "vehicle-location",
  Component: lazyBlock(() =>
    import("./vehicle-location.tsx").then((module) => module.VehicleLocation),
  ),
  needsData: true,
  // Below the fold: its code (and the map's) loads when the shopper comes near it, or follows
  // the sidebar's link to it.
  loadsWhenNear: true,
  anchor: vehicleMapAnchor,
});

/** How the studio shows the block in its palette and forms. */
export const vehicleLocationMeta: BlockMeta = {
  label: "Vehicle location",
  category: "Vehicle",
  icon: "map-pin",
  description:
    "Where the car is sold: the dealership's name, address and phone, directions, its stock, and a map.",
};
