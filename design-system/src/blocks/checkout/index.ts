import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export type { DepositFormProps } from "./checkout.tsx";
export type {
  CheckoutChoices,
  CheckoutFinanceStart,
  CheckoutKept,
  CheckoutPreApproval,
  CheckoutRequest,
  CheckoutSent,
  CheckoutValuation,
} from "./checkout-steps.ts";

export const checkoutBlock = defineBlock({
  type: "checkout",
  Component: lazyBlock(() => import("./checkout.tsx").then((module) => module.Checkout)),
  needsData: true,
});

/** How the studio shows the block in its palette and forms. */
export const checkoutMeta: BlockMeta = {
  label: "Reserve online",
  category: "Vehicle",
  icon: "shopping-cart",
  description:
    "The car's checkout: its price, the shopper's details, a trade-in, finance and the deposit (or a hold request), then what happens next.",
};
