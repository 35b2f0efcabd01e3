import { dealerLocationsBlock } from "../dealer-locations/index.ts";
import { locationDetailBlock } from "../location-detail/index.ts";
import { reviewsBlock } from "../reviews/index.ts";

/** The dealer locations' pages and their reviews. */
export const locationsBlocks = {
  [dealerLocationsBlock.type]: dealerLocationsBlock,
  [locationDetailBlock.type]: locationDetailBlock,
  [reviewsBlock.type]: reviewsBlock,
};
