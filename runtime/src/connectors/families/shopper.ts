import { shopperBlocks } from "@storefront/design-system/blocks/families/shopper.ts";
import { connector, type FamilyConnectors } from "../connector.ts";

/** The family's blocks, as the design system defines them. */
export const blocks = shopperBlocks;

export const connectors: FamilyConnectors<typeof blocks> = {
  "sign-in": connector(() => import("../sign-in/sign-in-connector.tsx"), "SignInConnector"),
  garage: connector(() => import("../garage/garage-connector.tsx"), "GarageConnector"),
  "saved-cars": connector(() => import("../saved-cars/saved-cars.tsx"), "SavedCarsConnector"),
};
