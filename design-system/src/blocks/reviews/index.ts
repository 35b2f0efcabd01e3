import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const reviewsBlock = defineBlock({
  type: "reviews",
  Component: lazyBlock(() => import("./reviews.tsx").then((module) => module.Reviews)),
  needsData: true,
});

export const reviewsMeta: BlockMeta = {
  label: "Customer reviews",
  category: "Content",
  icon: "star",
  description:
    "The average rating with its stars, the number of reviews and the latest reviews with the dealer's replies; shown only above the minimum rating.",
};
