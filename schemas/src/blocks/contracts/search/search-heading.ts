import { z } from "zod";
import { blockContract } from "../../shared.ts";

export const searchHeading = blockContract({
  type: "search-heading",
  props: z.strictObject({
    suffix: z
      .string()
      .max(60)
      .default("for Sale")
      .meta({ title: "Words after the title", description: "'Used Cars for Sale'." }),
    offerSaveSearch: z.boolean().default(true).meta({
      title: "Offer 'Save this search'",
      description:
        "Signed-in shoppers save the search and get new matches and price drops by email, at most once a day.",
    }),
  }),
  placement: { templates: ["search"], zones: ["top"], max: 1 },
});
