import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

/** Shown from the shopper's own browser only: its code loads as the shopper comes near it. */
export const searchHistoryBlock = defineBlock({
  type: "search-history",
  Component: lazyBlock(() => import("./search-history.tsx").then((module) => module.SearchHistory)),
  needsData: true,
  loadsWhenNear: true,
});

/** How the studio shows the block in its palette and forms. */
export const searchHistoryMeta: BlockMeta = {
  label: "Recent searches",
  category: "Search",
  icon: "history",
  description: "The shopper's last 5 searches on this site, kept in their browser, to run again.",
};
