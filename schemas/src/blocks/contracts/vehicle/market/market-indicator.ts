import { z } from "zod";
import { blockContract } from "../../../shared.ts";

/** A note beside the price, shown only when the car is more than $499 under the average market price. */
export const marketIndicator = blockContract({
  type: "market-indicator",
  props: z.strictObject({
    label: z.string().min(1).max(60).default("Below market price").meta({ title: "Label" }),
  }),
  placement: { templates: ["vehicle"], zones: ["sidebar", "main"], max: 1 },
});
