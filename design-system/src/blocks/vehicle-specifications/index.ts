import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const vehicleSpecificationsBlock = defineBlock({
  type: "vehicle-specifications",
  Component: lazyBlock(() =>
    import("./vehicle-specifications.tsx").then((module) => module.VehicleSpecifications),
  ),
  needsData: true,
  loadsWhenNear: true,
});

/** How the studio shows the block in its palette and forms. */
export const vehicleSpecificationsMeta: BlockMeta = {
  label: "All specifications",
  category: "Vehicle",
  icon: "clipboard-list",
  description:
    "Every specification the vehicle has (a caravan's size, weights and berths): the first few, then 'show more'.",
};
