import { blockPlacements } from "@storefront/schemas/blocks/placements";
import { TextIcon } from "lucide-react";
import { defineBlock } from "../contract.ts";
import { RichText } from "./rich-text.tsx";

export { RichText };

export const richTextBlock = defineBlock({
  type: "rich-text",
  Component: RichText,
  meta: {
    label: "Text",
    category: "Content",
    icon: TextIcon,
    description: "Paragraphs of text with an optional heading.",
    placement: blockPlacements["rich-text"],
    fieldHints: { body: { widget: "textarea", help: "Leave a blank line between paragraphs." } },
  },
});
