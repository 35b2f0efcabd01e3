import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const whyBuyFromUsBlock = defineBlock({
  type: "why-buy-from-us",
  Component: lazyBlock(() => import("./why-buy-from-us.tsx").then((module) => module.WhyBuyFromUs)),
});

/** How the studio shows the block in its palette and forms. */
export const whyBuyFromUsMeta: BlockMeta = {
  label: "Why buy from us",
  category: "Content",
  icon: "shield-check",
  description: "Reasons to buy: warranty, finance, years in business.",
};
