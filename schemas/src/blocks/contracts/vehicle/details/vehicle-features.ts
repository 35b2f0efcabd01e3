import { z } from "zod";
import { blockContract } from "../../../shared.ts";

/** The vehicle's standard equipment: the first 8, then 'Show all'. */
export const vehicleFeatures = blockContract({
  type: "vehicle-features",
  props: z.strictObject({
    title: z.string().min(1).max(120).default("Features").meta({ title: "Title" }),
    shown: z.number().int().min(1).max(50).default(8).meta({
      title: "Shown at first",
      help: "How many features show before 'Show all'.",
    }),
  }),
  placement: { templates: ["vehicle"], zones: ["main"], max: 1 },
});
