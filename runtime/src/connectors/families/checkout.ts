import { checkoutBlocks } from "@storefront/design-system/blocks/families/checkout.ts";
import { connector, type FamilyConnectors } from "../connector.ts";

/** The family's blocks, as the design system defines them. */
export const blocks = checkoutBlocks;

export const connectors: FamilyConnectors<typeof blocks> = {
  checkout: connector(() => import("../checkout/checkout-connector.tsx"), "CheckoutConnector"),
};
