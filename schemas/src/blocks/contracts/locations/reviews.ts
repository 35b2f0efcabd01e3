import { z } from "zod";
import { blockContract } from "../../shared.ts";

/**
 * The site's customer reviews: average rating and stars, the count, and each review; shown only
 * when the reviews settings allow (not hidden, average above the minimum rating).
 */
export const reviews = blockContract({
  type: "reviews",
  props: z.strictObject({
    title: z.string().min(1).max(120).default("What our customers say").meta({ title: "Title" }),
  }),
  placement: {
    templates: ["home", "locations", "location", "content"],
    zones: ["main", "bottom"],
    max: 1,
  },
});
