import { z } from "zod";
import { blockContract } from "../shared.ts";

export const richText = blockContract({
  type: "rich-text",
  props: z.strictObject({
    heading: z.string().max(120).optional().meta({ title: "Heading" }),
    body: z.string().min(1).max(20000).default("Write your text here.").meta({
      title: "Text",
      description: "Paragraphs are separated by a blank line.",
      widget: "textarea",
      help: "Leave a blank line between paragraphs.",
    }),
  }),
  placement: { templates: "any", zones: ["top", "main", "bottom"] },
});
