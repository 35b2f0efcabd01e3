/*
 * The checkout's step parts (the details, trade-in and finance forms, the notices) and the types
 * the app's connectors share with them; the blocks themselves are in `checkout-steps/`.
 */
export type {
  CheckoutChoices,
  CheckoutFinanceStart,
  CheckoutKept,
  CheckoutPreApproval,
  CheckoutRequest,
  CheckoutSent,
  CheckoutValuation,
} from "./checkout-steps.ts";
