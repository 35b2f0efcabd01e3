import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const brandOverviewBlock = defineBlock({
  type: "brand-overview",
  Component: lazyBlock(() => import("./brand-overview.tsx").then((module) => module.BrandOverview)),
  needsData: true,
});

export const brandOverviewMeta: BlockMeta = {
  label: "Brand overview",
  category: "Content",
  icon: "car-front",
  description:
    "The brand its page names: logo, title, banner and description, and its cars in stock.",
};
