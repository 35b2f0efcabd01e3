import { z } from "zod";
import { blockContract } from "../../shared.ts";

/** The printable page's vehicle: photo, price, specifications, comments and features. */
export const vehiclePrintSheet = blockContract({
  type: "vehicle-print-sheet",
  props: z.strictObject({}),
  placement: { templates: ["print"], zones: ["main"], max: 1 },
});
