import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const similarCarsBlock = defineBlock({
  type: "similar-cars",
  Component: lazyBlock(() => import("./similar-cars.tsx").then((module) => module.SimilarCars)),
  needsData: true,
  loadsWhenNear: true,
});

/** How the studio shows the block in its palette and forms. */
export const similarCarsMeta: BlockMeta = {
  label: "Similar cars",
  category: "Vehicle",
  icon: "copy",
  description:
    "Cars in stock near this one's price, of the same make and model or body type first; never the car itself.",
};
