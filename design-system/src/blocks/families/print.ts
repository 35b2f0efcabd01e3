import { vehiclePrintSheetBlock } from "../vehicle-print-sheet/index.ts";

/** The printable vehicle page. */
export const printBlocks = {
  [vehiclePrintSheetBlock.type]: vehiclePrintSheetBlock,
};
