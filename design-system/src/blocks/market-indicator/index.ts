import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const marketIndicatorBlock = defineBlock({
  type: "market-indicator",
  Component: lazyBlock(() =>
    import("./market-indicator.tsx").then((module) => module.MarketIndicator),
  ),
  needsData: true,
  // A note: the server renders it, and the browser needs no code for it.
  serverRendered: "static",
});

/** How the studio shows the block in its palette and forms. */
export const marketIndicatorMeta: BlockMeta = {
  label: "Market indicator",
  category: "Vehicle",
  icon: "trending-down",
  description:
    "Shown beside the price when the car is more than $499 under the average market price.",
};
