import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const deliveryCalculatorBlock = defineBlock({
  type: "delivery-calculator",
  Component: lazyBlock(() =>
    import("./delivery-calculator.tsx").then((module) => module.DeliveryCalculator),
  ),
  needsData: true,
  // A form that does nothing without its code: it loads as the shopper scrolls towards it.
  loadsWhenNear: true,
});

/** How the studio shows the block in its palette and forms. */
export const deliveryCalculatorMeta: BlockMeta = {
  label: "Delivery calculator",
  category: "Vehicle",
  icon: "truck",
  description:
    "A delivery price for the shopper's postcode, from the site's delivery regions and their postcode ranges.",
};
