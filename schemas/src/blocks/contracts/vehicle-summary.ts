import { z } from "zod";
import { blockContract } from "../shared.ts";

/** The vehicle page's sidebar: title, price, where the car is and its registration. */
export const vehicleSummary = blockContract({
  type: "vehicle-summary",
  props: z.strictObject({
    unregisteredWhenExpired: z.boolean().default(false).meta({
      title: "Say 'Unregistered' after the rego expires",
      help: "Otherwise the expiry date shows even when it has passed.",
    }),
  }),
  placement: { templates: ["vehicle"], zones: ["sidebar"], max: 1 },
});
