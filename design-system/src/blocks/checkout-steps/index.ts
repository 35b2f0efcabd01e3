import { lazyBlock } from "../../renderer/lazy-block.ts";
import { type BlockMeta, defineBlock } from "../contract.ts";

export type { DepositFormProps } from "../checkout/checkout-steps.ts";
export type { CheckoutState } from "./checkout-step-blocks.tsx";

/** The step blocks' components: one module, fetched with the checkout page. */
const stepBlocks = () => import("./checkout-step-blocks.tsx");

export const checkoutCarBlock = defineBlock({
  type: "checkout-car",
  Component: lazyBlock(() => stepBlocks().then((module) => module.CheckoutCarBlock)),
  needsData: true,
});

export const checkoutDetailsBlock = defineBlock({
  type: "checkout-details",
  Component: lazyBlock(() => stepBlocks().then((module) => module.CheckoutDetailsBlock)),
  needsData: true,
});

export const checkoutTradeInBlock = defineBlock({
  type: "checkout-trade-in",
  Component: lazyBlock(() => stepBlocks().then((module) => module.CheckoutTradeInBlock)),
  needsData: true,
});

export const checkoutFinanceBlock = defineBlock({
  type: "checkout-finance",
  Component: lazyBlock(() => stepBlocks().then((module) => module.CheckoutFinanceBlock)),
  needsData: true,
});

export const checkoutDepositBlock = defineBlock({
  type: "checkout-deposit",
  Component: lazyBlock(() => stepBlocks().then((module) => module.CheckoutDepositBlock)),
  needsData: true,
});

export const checkoutConfirmationBlock = defineBlock({
  type: "checkout-confirmation",
  Component: lazyBlock(() => stepBlocks().then((module) => module.CheckoutConfirmationBlock)),
  needsData: true,
});

const step = (label: string, description: string): BlockMeta => ({
  label,
  category: "Vehicle",
  icon: "shopping-cart",
  description,
});

/** How the studio shows the checkout's blocks in its palette and forms. */
export const checkoutStepMetas = {
  "checkout-car": step(
    "Checkout: car and price",
    "The car being reserved and its price above the steps; a car that cannot be reserved says why and offers the enquiry.",
  ),
  "checkout-details": step(
    "Checkout: your details",
    "The shopper's contact details, remembered details prefilled. Always asked.",
  ),
  "checkout-trade-in": step(
    "Checkout: trade-in",
    "Optional: attach a trade-in valuation, or describe a car for the dealer to value. Remove the block to skip the step.",
  ),
  "checkout-finance": step(
    "Checkout: finance",
    "Optional: pay in full, set the finance calculator's deposit, balloon and term, or attach a finance pre-approval application. Remove the block to skip the step.",
  ),
  "checkout-deposit": step(
    "Checkout: deposit",
    "The deposit through the site's payment provider, after the other steps (sites without one take a hold request instead).",
  ),
  "checkout-confirmation": step(
    "Checkout: what happens next",
    "The reservation or hold request confirmed, with what happens next.",
  ),
} satisfies Record<string, BlockMeta>;
