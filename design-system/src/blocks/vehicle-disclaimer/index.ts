import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const vehicleDisclaimerBlock = defineBlock({
  type: "vehicle-disclaimer",
  Component: lazyBlock(() =>
    import("./vehicle-disclaimer.tsx").then((module) => module.VehicleDisclaimer),
  ),
  loadsWhenNear: true,
});

/** How the studio shows the block in its palette and forms. */
export const vehicleDisclaimerMeta: BlockMeta = {
  label: "Disclaimer",
  category: "Vehicle",
  icon: "info",
  description: "The dealer's words on how far the listing's prices and details can be relied on.",
};
