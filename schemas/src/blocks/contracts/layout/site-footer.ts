import { z } from "zod";
import { blockContract } from "../../shared.ts";

export const siteFooter = blockContract({
  type: "site-footer",
  props: z.strictObject({
    legal: z.string().max(600).default("").meta({
      title: "Legal text",
      description: "Shown under the menus, for example licence numbers.",
      widget: "textarea",
      help: "Licence numbers and similar; shown above the copyright line.",
      placeholder: "Motor Dealer Licence MD012345",
    }),
    showLocations: z
      .boolean()
      .default(true)
      .meta({ title: "Lists the sales locations", widget: "switch" }),
  }),
  placement: { templates: ["layout"], zones: ["footer"], min: 1, max: 1 },
});
