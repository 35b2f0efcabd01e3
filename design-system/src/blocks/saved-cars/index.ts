import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const savedCarsBlock = defineBlock({
  type: "saved-cars",
  Component: lazyBlock(() => import("./saved-cars.tsx").then((module) => module.SavedCars)),
  needsData: true,
});

/** How the studio shows the block in its palette and forms. */
export const savedCarsMeta: BlockMeta = {
  label: "Saved cars",
  category: "Vehicle",
  icon: "heart",
  description:
    "The shopper's favourites, compare list or watchlist, as cards or side by side, each removable.",
};
