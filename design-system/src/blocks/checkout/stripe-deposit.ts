/** Stripe's deposit form and Stripe.js's loader: imported lazily, when a deposit step shows. */
export { loadStripeFrom } from "./load-stripe.ts";
export { StripeDepositForm } from "./stripe-deposit-form.tsx";
