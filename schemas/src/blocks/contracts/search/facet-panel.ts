import { z } from "zod";
import { blockContract } from "../../shared.ts";

export const facetPanel = blockContract({
  type: "facet-panel",
  props: z.strictObject({
    title: z.string().max(60).default("Filter Results").meta({ title: "Title" }),
  }),
  placement: { templates: ["search"], zones: ["sidebar"], max: 1 },
});
