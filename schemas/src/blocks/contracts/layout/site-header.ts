import { z } from "zod";
import { blockContract } from "../../shared.ts";

export const siteHeader = blockContract({
  type: "site-header",
  props: z.strictObject({
    sticky: z
      .boolean()
      .default(true)
      .meta({ title: "Stays at the top when scrolling", widget: "switch" }),
    showPhone: z.boolean().default(true).meta({
      title: "Shows the primary location's phone",
      widget: "switch",
      help: "The number comes from the primary location.",
    }),
  }),
  placement: { templates: ["layout"], zones: ["header"], min: 1, max: 1 },
});
