import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const vehicleSummaryBlock = defineBlock({
  type: "vehicle-summary",
  Component: lazyBlock(() =>
    import("./vehicle-summary.tsx").then((module) => module.VehicleSummary),
  ),
  needsData: true,
});

/** How the studio shows the block in its palette and forms. */
export const vehicleSummaryMeta: BlockMeta = {
  label: "Vehicle summary",
  category: "Vehicle",
  icon: "car",
  description: "The vehicle's title, price, location link and rego expiry, beside its details.",
};
