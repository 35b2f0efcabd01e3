import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const tradeInValuationBlock = defineBlock({
  type: "trade-in-valuation",
  Component: lazyBlock(() =>
    import("./trade-in-valuation.tsx").then((module) => module.TradeInValuation),
  ),
  needsData: true,
});

/** How the studio shows the block in its palette and forms. */
export const tradeInValuationMeta: BlockMeta = {
  label: "Trade-in valuation",
  category: "Content",
  icon: "calculator",
  description:
    "The valuation journey: the car by rego or picked, its odometer and condition, then an indicative range; the trade-in lead reaches the dealer either way.",
};

export type {
  AcceptAnswer,
  ContactDetails,
  ValuationAnswer,
  ValuationAsked,
} from "./valuation-calls.ts";
