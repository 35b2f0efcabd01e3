import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export type { HeroSearchFilters } from "./hero-search-data.ts";

export const heroSearchBlock = defineBlock({
  type: "hero-search",
  Component: lazyBlock(() => import("./hero-search.tsx").then((module) => module.HeroSearch)),
  needsData: true,
});

/** How the studio shows the block in its palette and forms. */
export const heroSearchMeta: BlockMeta = {
  label: "Hero search",
  category: "Home",
  icon: "search",
  description:
    "A large title over an optional photo with a vehicle search: keyword, make, model, body type, price, and a Show Me button with the live number of matches.",
};
