import { z } from "zod";
import { blockContract } from "../../shared.ts";

export const salesCounter = blockContract({
  type: "sales-counter",
  props: z.strictObject({
    title: z.string().min(1).default("Sales this Month").meta({ title: "Title" }),
  }),
  placement: { templates: "any", zones: ["main", "bottom"] },
});
