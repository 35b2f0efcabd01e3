import { z } from "zod";
import { blockContract } from "../../../shared.ts";

/** All of a vehicle's specifications (a caravan's caravan specifications): the first few, then 'show more'. */
export const vehicleSpecifications = blockContract({
  type: "vehicle-specifications",
  props: z.strictObject({
    title: z.string().min(1).max(120).default("Specifications").meta({ title: "Title" }),
    shown: z.number().int().min(1).max(20).default(4).meta({
      title: "Shown at first",
      help: "How many specifications show before 'show more'.",
    }),
  }),
  placement: { templates: ["vehicle"], zones: ["main"], max: 1 },
});
