import { locationsBlocks } from "@storefront/design-system/blocks/families/locations.ts";
import { connector, type FamilyConnectors } from "../connector.ts";

const locations = () => import("../locations/locations-blocks.tsx");

/** The family's blocks, as the design system defines them. */
export const blocks = locationsBlocks;

export const connectors: FamilyConnectors<typeof blocks> = {
  "dealer-locations": connector(locations, "DealerLocationsConnector"),
  "location-detail": connector(locations, "LocationDetailConnector"),
  reviews: connector(() => import("../reviews/reviews-connector.tsx"), "ReviewsConnector"),
};
