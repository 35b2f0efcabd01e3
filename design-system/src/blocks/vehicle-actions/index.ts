import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const vehicleActionsBlock = defineBlock({
  type: "vehicle-actions",
  Component: lazyBlock(() =>
    import("./vehicle-actions.tsx").then((module) => module.VehicleActions),
  ),
  needsData: true,
  // Buttons and links the server renders; their code loads when the shopper first reaches for them.
  serverRendered: "until-used",
});

/** How the studio shows the block in its palette and forms. */
export const vehicleActionsMeta: BlockMeta = {
  label: "Share and print",
  category: "Vehicle",
  icon: "share-2",
  description: "Share, print and PDF buttons, and the history report when the vehicle has one.",
};
