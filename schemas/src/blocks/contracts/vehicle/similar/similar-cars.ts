import { z } from "zod";
import { blockContract } from "../../../shared.ts";

/** Cars like this one (in stock, in its price window), never the car itself, as result cards. */
export const similarCars = blockContract({
  type: "similar-cars",
  props: z.strictObject({
    title: z.string().min(1).max(120).default("Similar Cars").meta({ title: "Title" }),
    count: z.number().int().min(1).max(12).default(6).meta({
      title: "Cars shown",
      help: "How many similar cars show at most.",
    }),
  }),
  placement: { templates: ["vehicle"], zones: ["main", "bottom"], max: 1 },
});
