import { checkoutBlocks } from "@storefront/design-system/blocks/families/checkout.ts";
import { connector, type FamilyConnectors } from "../connector.ts";

/** The family's blocks, as the design system defines them. */
export const blocks = checkoutBlocks;

/** The step connectors share one module (and the journey it keeps). */
const stepConnectors = () => import("../checkout/checkout-connector.tsx");

export const connectors: FamilyConnectors<typeof blocks> = {
  "checkout-car": connector(stepConnectors, "CheckoutCarConnector"),
  "checkout-details": connector(stepConnectors, "CheckoutDetailsConnector"),
  "checkout-trade-in": connector(stepConnectors, "CheckoutTradeInConnector"),
  "checkout-finance": connector(stepConnectors, "CheckoutFinanceConnector"),
  "checkout-deposit": connector(stepConnectors, "CheckoutDepositConnector"),
  "checkout-confirmation": connector(stepConnectors, "CheckoutConfirmationConnector"),
};
