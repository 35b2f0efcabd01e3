import { offersBlocks } from "@storefront/design-system/blocks/families/offers.ts";
import { connector, type FamilyConnectors } from "../connector.ts";

const offers = () => import("../offers/offer-blocks.tsx");

/** The family's blocks, as the design system defines them. */
export const blocks = offersBlocks;

export const connectors: FamilyConnectors<typeof blocks> = {
  "offer-list": connector(offers, "OfferListConnector"),
  "offer-detail": connector(offers, "OfferDetailConnector"),
};
