import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const tradeInFormBlock = defineBlock({
  type: "trade-in-form",
  Component: lazyBlock(() => import("./trade-in-block.tsx").then((module) => module.TradeInBlock)),
  needsData: true,
});

/** How the studio shows the block in its palette and forms. */
export const tradeInFormMeta: BlockMeta = {
  label: "Trade-in form",
  category: "Content",
  icon: "repeat",
  description: "The trade-in lead: contact details and the car offered (make, model, year, km).",
};
