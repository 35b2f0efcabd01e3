import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const vehicleFeaturesBlock = defineBlock({
  type: "vehicle-features",
  Component: lazyBlock(() =>
    import("./vehicle-features.tsx").then((module) => module.VehicleFeatures),
  ),
  needsData: true,
  loadsWhenNear: true,
});

/** How the studio shows the block in its palette and forms. */
export const vehicleFeaturesMeta: BlockMeta = {
  label: "Features",
  category: "Vehicle",
  icon: "list-checks",
  description: "The vehicle's standard equipment: the first 8, then 'Show all'.",
};
