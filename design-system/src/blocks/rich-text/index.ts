import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const richTextBlock = defineBlock({
  type: "rich-text",
  Component: lazyBlock(() => import("./rich-text.tsx").then((module) => module.RichText)),
});

/** How the studio shows the block in its palette and forms. */
export const richTextMeta: BlockMeta = {
  label: "Text",
  category: "Content",
  icon: "text",
  description: "Paragraphs of text with an optional heading.",
};
