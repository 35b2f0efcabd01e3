import { z } from "zod";
import { blockContract } from "../../shared.ts";

const showWhen = z
  .enum(["always", "no-results"])
  .default("always")
  .meta({
    title: "Show",
    optionLabels: {
      always: "Always (once there is something to show)",
      "no-results": "On the search page, only when a search finds nothing",
    },
  });

const placement = {
  templates: ["home", "search", "content"],
  zones: ["top", "main", "bottom"],
  max: 1,
} as const;

/** The shopper's last 5 searches on the site, kept in their browser, as links to search again. */
export const searchHistory = blockContract({
  type: "search-history",
  props: z.strictObject({
    title: z.string().min(1).max(80).default("Your recent searches").meta({ title: "Title" }),
    showWhen,
  }),
  placement,
});

/** The cars the shopper viewed most recently on the site, kept in their browser. */
export const recentlyViewed = blockContract({
  type: "recently-viewed",
  props: z.strictObject({
    title: z.string().min(1).max(80).default("Recently viewed").meta({ title: "Title" }),
    limit: z.number().int().min(1).max(10).default(4).meta({ title: "Cars shown" }),
    showWhen,
  }),
  placement,
});
