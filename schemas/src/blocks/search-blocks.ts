import { z } from "zod";
import type { Placement } from "./shared.ts";

export const searchHeadingProps = z.strictObject({
  suffix: z
    .string()
    .max(60)
    .default("for Sale")
    .meta({ title: "Words after the title", description: "'Used Cars for Sale'." }),
});

export const facetPanelProps = z.strictObject({
  title: z.string().max(60).default("Filter Results").meta({ title: "Title" }),
});

export const searchResultsProps = z.strictObject({
  showSort: z.boolean().default(true).meta({ title: "Shows the sort select" }),
  showCount: z.boolean().default(true).meta({ title: "Shows the number of results" }),
});

export const searchPlacements = {
  "search-heading": { templates: ["search"], zones: ["top"], max: 1 },
  "facet-panel": { templates: ["search"], zones: ["sidebar"], max: 1 },
  "search-results": { templates: ["search"], zones: ["main"], min: 1, max: 1 },
} satisfies Record<string, Placement>;
