import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const offerDetailBlock = defineBlock({
  type: "offer-detail",
  Component: lazyBlock(() => import("./offer-detail.tsx").then((module) => module.OfferDetail)),
  needsData: true,
});

export const offerDetailMeta: BlockMeta = {
  label: "Offer detail",
  category: "Content",
  icon: "badge-percent",
  description: "The offer its page's address names, with its description and disclaimer whole.",
};
