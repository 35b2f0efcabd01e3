import { lazyBlock } from "../../renderer/lazy-block.ts";
import { defineBlock } from "../contract.ts";

export const richTextBlock = defineBlock({
  type: "rich-text",
  Component: lazyBlock(() => import("./rich-text.tsx").then((module) => module.RichText)),
  meta: {
    label: "Text",
    category: "Content",
    icon: "text",
    description: "Paragraphs of text with an optional heading.",
  },
});
