import { z } from "zod";
import { blockContract } from "../../shared.ts";

/** A brand's page: its title, logo, banner and description, and its cars in stock. */
export const brandOverview = blockContract({
  type: "brand-overview",
  props: z.strictObject({
    stockTitle: z.string().min(1).max(120).default("{brand} in stock").meta({
      title: "Stock heading",
      description: "{brand} is replaced by the brand's title.",
    }),
    stockCount: z.number().int().min(0).max(21).default(6).meta({
      title: "Cars shown",
      help: "How many of the brand's cars show before the link to all of them (21 a page there).",
    }),
  }),
  placement: { templates: ["brand"], zones: ["main"], max: 1 },
});
