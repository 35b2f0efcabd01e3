import { z } from "zod";
import { blockContract } from "../../../shared.ts";

/** A vehicle's key specifications: the first few, then 'show more'. */
export const keyInformation = blockContract({
  type: "key-information",
  props: z.strictObject({
    title: z.string().min(1).max(120).default("Key Information").meta({ title: "Title" }),
    shown: z.number().int().min(1).max(20).default(4).meta({
      title: "Shown at first",
      help: "How many entries show before 'show more'.",
    }),
  }),
  placement: { templates: ["vehicle"], zones: ["main"], max: 1 },
});
