import { lazyBlock } from "../../renderer/lazy-block.ts";
import { defineBlock } from "../contract.ts";

export const brandGridBlock = defineBlock({
  type: "brand-grid",
  Component: lazyBlock(() => import("./brand-grid.tsx").then((module) => module.BrandGrid)),
  needsData: true,
  meta: {
    label: "Brand grid",
    category: "Home",
    icon: "building-2",
    description:
      "The group's brands under Car Brands, Motorcycle Brands, Truck Brands and Our Brands, each linking to its overview page, with a stats banner.",
  },
});
