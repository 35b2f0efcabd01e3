import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export const dealerLocationsBlock = defineBlock({
  type: "dealer-locations",
  Component: lazyBlock(() =>
    import("./location-blocks.ts").then((module) => module.DealerLocations),
  ),
  needsData: true,
});

/** How the studio shows the block in its palette and forms. */
export const dealerLocationsMeta: BlockMeta = {
  label: "Dealer locations",
  category: "Content",
  icon: "map-pin",
  description:
    "The dealerships' locations as cards with hours and actions, a map with city and dealership filters, and distances from a shopper's postcode.",
};

export type { LocationView } from "./location-view.ts";
