import { z } from "zod";
import { blockContract } from "../../shared.ts";

export const richText = blockContract({
  type: "rich-text",
  props: z.strictObject({
    heading: z.string().max(120).optional().meta({ title: "Heading" }),
    // A new block starts empty: the hint is the box's placeholder, never published as content.
    body: z.string().max(20000).default("").meta({
      title: "Text",
      description: "Paragraphs are separated by a blank line; an empty block shows nothing.",
      widget: "textarea",
      help: "Leave a blank line between paragraphs.",
      placeholder: "Write your text here.",
    }),
  }),
  placement: { templates: "any", zones: ["top", "main", "bottom"] },
});
