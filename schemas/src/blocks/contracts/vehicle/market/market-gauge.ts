import { z } from "zod";
import { blockContract } from "../../../shared.ts";

/**
 * The price comparison gauge: where the listing price sits in the market range, from the car's
 * valuation (`GET {car path}/autogauge`). Hidden, without a message, when the valuation is
 * missing, unsure or below the price.
 */
export const marketGauge = blockContract({
  type: "market-gauge",
  props: z.strictObject({
    title: z.string().min(1).max(120).default("Price Comparison").meta({ title: "Title" }),
  }),
  placement: { templates: ["vehicle"], zones: ["main", "sidebar"], max: 1 },
});
