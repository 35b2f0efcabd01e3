import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const tradeInFaqBlock = defineBlock({
  type: "trade-in-faq",
  Component: lazyBlock(() => import("./trade-in-faq.tsx").then((module) => module.TradeInFaq)),
});

/** How the studio shows the block in its palette and forms. */
export const tradeInFaqMeta: BlockMeta = {
  label: "Trade-in FAQ",
  category: "Content",
  icon: "circle-help",
  description: "Common trade-in questions that open and close to show their answers.",
};
