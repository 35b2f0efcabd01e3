import type { DepositFormProps } from "@storefront/design-system/blocks/checkout-steps/index.ts";
import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { lazy, Suspense, useMemo } from "react";
import type { Checkout } from "./checkout-connector.tsx";
import { waitUntilHeld } from "./wait-until-held.ts";

/** Stripe's deposit form and Stripe.js's loader, fetched only when a deposit step shows. */
const stripeDeposit = () => import("@storefront/design-system/blocks/checkout/stripe-deposit.ts");

/** Stripe's payment form, fetched with its loader only when a deposit step shows. */
const StripeDepositForm = lazy(() =>
  stripeDeposit().then((module) => ({ default: module.StripeDepositForm })),
);

type CheckoutPaymentSettings = { provider: string; publishable_key: string; script_url: string };

/** The deposit form for the site's provider, bound to its key and script and the reservation. */
function depositFormFor(payment: CheckoutPaymentSettings, reservationId: string | undefined) {
  const loadStripe = () =>
    stripeDeposit().then((module) =>
      module.loadStripeFrom(payment.script_url, payment.publishable_key),
    );
  return function DepositForm(props: DepositFormProps) {
    return (
      <Suspense fallback={<p role="status">Loading the secure payment form…</p>}>
        <StripeDepositForm
          {...props}
          loadStripe={loadStripe}
          waitUntilHeld={() =>
            reservationId
              ? waitUntilHeld(reservationId)
              : Promise.reject(new Error("No reservation"))
          }
        />
      </Suspense>
    );
  };
}

/** The deposit's payment through the site's provider, once the reservation is started. */
export function DepositStep({
  checkout,
  block,
  Block,
}: ConnectorProps<"checkout-deposit"> & { checkout: Checkout }) {
  const { journey, answer, change } = checkout;
  const payment = answer?.payment;
  // One component per provider setting and reservation, so the step keeps its mounted form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the settings' values, not the object
  const DepositForm = useMemo(
    () => (payment ? depositFormFor(payment, journey.reservationId) : undefined),
    [payment?.publishable_key, payment?.script_url, journey.reservationId],
  );
  if (!checkout.open || journey.step !== "deposit" || !journey.clientSecret || !DepositForm)
    return null;
  return (
    <Block
      {...block.props}
      depositAmount={checkout.depositAmount}
      clientSecret={journey.clientSecret}
      DepositForm={DepositForm}
      focusOnShow={journey.moved}
      onPaid={() => change((current) => ({ ...current, step: "done", moved: true }))}
    />
  );
}
