import { z } from "zod";
import { blockContract } from "../../../shared.ts";

/**
 * The vehicle page sidebar's link to the finance calculator, with the car's weekly finance figure
 * where the site may show its lender figures.
 */
export const financeAnchor = blockContract({
  type: "finance-anchor",
  props: z.strictObject({
    label: z.string().min(1).max(60).default("Finance Calculator").meta({
      title: "Link text",
      help: "Shown when the car has no weekly finance figure to show.",
    }),
  }),
  placement: { templates: ["vehicle"], zones: ["sidebar"], max: 1 },
});
