import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const fuelCalculatorBlock = defineBlock({
  type: "fuel-calculator",
  Component: lazyBlock(() =>
    import("./fuel-calculator.tsx").then((module) => module.FuelCalculator),
  ),
  needsData: true,
  // A form that does nothing without its code: it loads as the shopper scrolls towards it.
  loadsWhenNear: true,
});

/** How the studio shows the block in its palette and forms. */
export const fuelCalculatorMeta: BlockMeta = {
  label: "Fuel calculator",
  category: "Vehicle",
  icon: "fuel",
  description:
    "The vehicle's weekly fuel cost from its consumption, a fuel price and a weekly distance; hidden for electric vehicles.",
};
