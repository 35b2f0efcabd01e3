import { lazyBlock } from "../../renderer/lazy-block.ts";
import { defineBlock } from "../contract.ts";

export const whyBuyFromUsBlock = defineBlock({
  type: "why-buy-from-us",
  Component: lazyBlock(() => import("./why-buy-from-us.tsx").then((module) => module.WhyBuyFromUs)),
  meta: {
    label: "Why buy from us",
    category: "Content",
    icon: "shield-check",
    description: "Reasons to buy: warranty, finance, years in business.",
  },
});
