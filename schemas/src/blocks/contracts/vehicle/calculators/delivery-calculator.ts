import { z } from "zod";
import { blockContract } from "../../../shared.ts";

/**
 * A delivery price for the shopper's postcode, from the site's delivery regions
 * (deliveryRegions): idle, loading, the region and its price, or an error.
 */
export const deliveryCalculator = blockContract({
  type: "delivery-calculator",
  props: z.strictObject({
    title: z.string().min(1).max(120).default("Delivery Calculator").meta({ title: "Title" }),
  }),
  placement: { templates: ["vehicle"], zones: ["main", "sidebar"], max: 1 },
});
