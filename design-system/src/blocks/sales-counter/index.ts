import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const salesCounterBlock = defineBlock({
  type: "sales-counter",
  Component: lazyBlock(() => import("./sales-counter.tsx").then((module) => module.SalesCounter)),
});

/** How the studio shows the block in its palette and forms. */
export const salesCounterMeta: BlockMeta = {
  label: "Sales this Month",
  category: "Content",
  icon: "trending-up",
  description: "A counter of this month's sales that moves on through the day.",
};
