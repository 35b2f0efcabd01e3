import { lazyBlock } from "../../renderer/lazy-block.ts";
import { defineBlock } from "../contract.ts";

export const pageHeadingBlock = defineBlock({
  type: "page-heading",
  Component: lazyBlock(() => import("./page-heading.tsx").then((module) => module.PageHeading)),
  meta: {
    label: "Page heading",
    category: "Content",
    icon: "heading",
    description: "The page's title, with an optional line under it.",
  },
});
