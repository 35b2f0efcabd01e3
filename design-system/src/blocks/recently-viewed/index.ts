import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

/** Shown from the shopper's own browser only: its code loads as the shopper comes near it. */
export const recentlyViewedBlock = defineBlock({
  type: "recently-viewed",
  Component: lazyBlock(() =>
    import("./recently-viewed.tsx").then((module) => module.RecentlyViewed),
  ),
  needsData: true,
  loadsWhenNear: true,
});

/** How the studio shows the block in its palette and forms. */
export const recentlyViewedMeta: BlockMeta = {
  label: "Recently viewed cars",
  category: "Vehicle",
  icon: "eye",
  description: "The cars the shopper viewed last on this site, kept in their browser.",
};
