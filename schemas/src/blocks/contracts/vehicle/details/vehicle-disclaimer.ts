import { z } from "zod";
import { blockContract } from "../../../shared.ts";

/** The vehicle page's disclaimer: the dealer's own words on how far the listing can be relied on. */
export const vehicleDisclaimer = blockContract({
  type: "vehicle-disclaimer",
  props: z.strictObject({
    title: z.string().min(1).max(120).default("Disclaimer").meta({ title: "Title" }),
    text: z
      .string()
      .min(1)
      .max(2000)
      .default(
        "Prices, specifications, features and other details shown are indicative only and may change without notice. Photos may show options or accessories not fitted to this vehicle. While every effort is made to keep the listing accurate, please confirm the price, availability and details with the dealer before you buy.",
      )
      .meta({ title: "Text", widget: "textarea" }),
  }),
  placement: { templates: ["vehicle"], zones: ["main"], max: 1 },
});
