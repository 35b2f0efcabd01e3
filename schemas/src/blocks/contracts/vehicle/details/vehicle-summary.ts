import { z } from "zod";
import { blockContract } from "../../../shared.ts";

/** The vehicle page's sidebar: title, price, where the car is and its registration. */
export const vehicleSummary = blockContract({
  type: "vehicle-summary",
  // The wording of a past rego date is the site's (vehiclePage.regoExpiredText).
  props: z.strictObject({}),
  placement: { templates: ["vehicle"], zones: ["sidebar"], max: 1 },
});
