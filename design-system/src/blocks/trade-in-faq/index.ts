import { lazyBlock } from "../../renderer/lazy-block.ts";
import { defineBlock } from "../contract.ts";

export const tradeInFaqBlock = defineBlock({
  type: "trade-in-faq",
  Component: lazyBlock(() => import("./trade-in-faq.tsx").then((module) => module.TradeInFaq)),
  meta: {
    label: "Trade-in FAQ",
    category: "Content",
    icon: "circle-help",
    description: "Common trade-in questions that open and close to show their answers.",
  },
});
