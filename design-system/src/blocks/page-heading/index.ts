import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const pageHeadingBlock = defineBlock({
  type: "page-heading",
  Component: lazyBlock(() => import("./page-heading.tsx").then((module) => module.PageHeading)),
});

/** How the studio shows the block in its palette and forms. */
export const pageHeadingMeta: BlockMeta = {
  label: "Page heading",
  category: "Content",
  icon: "heading",
  description: "The page's title, with an optional line under it.",
};
