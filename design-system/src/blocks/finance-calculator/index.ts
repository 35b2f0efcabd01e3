import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const financeCalculatorBlock = defineBlock({
  type: "finance-calculator",
  Component: lazyBlock(() =>
    import("./finance-calculator.tsx").then((module) => module.FinanceCalculator),
  ),
  needsData: true,
  // Below the fold: the server renders its figures, and its code loads (and the figures come
  // alive) as the shopper scrolls towards it.
  serverRendered: "until-near",
});

/** How the studio shows the block in its palette and forms. */
export const financeCalculatorMeta: BlockMeta = {
  label: "Finance calculator",
  category: "Vehicle",
  icon: "calculator",
  description:
    "Repayments from the car's lender figures and the site's finance settings, with the finance call to action.",
};
