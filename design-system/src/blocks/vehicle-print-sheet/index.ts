import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const vehiclePrintSheetBlock = defineBlock({
  type: "vehicle-print-sheet",
  Component: lazyBlock(() =>
    import("./vehicle-print-sheet.tsx").then((module) => module.VehiclePrintSheet),
  ),
  needsData: true,
});

/** How the studio shows the block in its palette and forms. */
export const vehiclePrintSheetMeta: BlockMeta = {
  label: "Printable vehicle",
  category: "Vehicle",
  icon: "printer",
  description: "One page of the vehicle's photo, price, specifications and comments, to print.",
};
