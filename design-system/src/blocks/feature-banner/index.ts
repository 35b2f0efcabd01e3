import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const featureBannerBlock = defineBlock({
  type: "feature-banner",
  Component: lazyBlock(() => import("./feature-banner.tsx").then((module) => module.FeatureBanner)),
});

/** How the studio shows the block in its palette and forms. */
export const featureBannerMeta: BlockMeta = {
  label: "Feature banner",
  category: "Content",
  icon: "megaphone",
  description: "A coloured banner with a message and one button, for finance, trade-in or service.",
};
