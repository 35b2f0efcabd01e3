import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const offerListBlock = defineBlock({
  type: "offer-list",
  Component: lazyBlock(() => import("./offer-list.tsx").then((module) => module.OfferList)),
  needsData: true,
});

export const offerListMeta: BlockMeta = {
  label: "Special offers",
  category: "Content",
  icon: "badge-percent",
  description:
    "The dealer's running offers as cards with Enquire Now, Explore and Book A Test Drive, filtered by category, price and dealership, 21 a page.",
};
