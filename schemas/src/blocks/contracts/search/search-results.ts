import { z } from "zod";
import { blockContract } from "../../shared.ts";

export const searchResults = blockContract({
  type: "search-results",
  props: z.strictObject({
    showSort: z.boolean().default(true).meta({ title: "Shows the sort select" }),
    showCount: z.boolean().default(false).meta({
      title: "Shows the number of results",
      description: "The search heading already shows it.",
    }),
  }),
  placement: { templates: ["search"], zones: ["main"], min: 1, max: 1 },
});
