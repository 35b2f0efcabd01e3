import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const brandGridBlock = defineBlock({
  type: "brand-grid",
  Component: lazyBlock(() => import("./brand-grid.tsx").then((module) => module.BrandGrid)),
  needsData: true,
});

/** How the studio shows the block in its palette and forms. */
export const brandGridMeta: BlockMeta = {
  label: "Brand grid",
  category: "Home",
  icon: "building-2",
  description:
    "The group's brands under Car Brands, Motorcycle Brands, Truck Brands and Our Brands, each linking to its overview page, with a stats banner.",
};
