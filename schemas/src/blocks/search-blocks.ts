import { z } from "zod";

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
  showCount: z.boolean().default(false).meta({
    title: "Shows the number of results",
    description: "The search heading already shows it.",
  }),
});
