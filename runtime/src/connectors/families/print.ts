import { printBlocks } from "@storefront/design-system/blocks/families/print.ts";
import { connector, type FamilyConnectors } from "../connector.ts";

/** The family's blocks, as the design system defines them. */
export const blocks = printBlocks;

export const connectors: FamilyConnectors<typeof blocks> = {
  "vehicle-print-sheet": connector(
    () => import("../vehicle/print-sheet-block.tsx"),
    "VehiclePrintSheetConnector",
  ),
};
