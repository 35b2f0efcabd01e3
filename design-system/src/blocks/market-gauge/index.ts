import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const marketGaugeBlock = defineBlock({
  type: "market-gauge",
  Component: lazyBlock(() => import("./market-gauge.tsx").then((module) => module.MarketGauge)),
  needsData: true,
  loadsWhenNear: true,
});

/** How the studio shows the block in its palette and forms. */
export const marketGaugeMeta: BlockMeta = {
  label: "Price comparison gauge",
  category: "Vehicle",
  icon: "gauge",
  description:
    "Where the price sits in the market range, from the car's valuation; hidden when the valuation is missing or unsure.",
};
