import { z } from "zod";
import { blockContract } from "../shared.ts";

export const searchHeading = blockContract({
  type: "search-heading",
  props: z.strictObject({
    suffix: z
      .string()
      .max(60)
      .default("for Sale")
      .meta({ title: "Words after the title", description: "'Used Cars for Sale'." }),
  }),
  placement: { templates: ["search"], zones: ["top"], max: 1 },
});
