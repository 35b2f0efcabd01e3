import type {
  CheckoutRequest,
  DepositFormProps,
} from "@storefront/design-system/blocks/checkout/index.ts";
import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import type { RememberedDetails } from "@storefront/rules/leads/enquiry-values";
import { signInPath } from "@storefront/rules/shopper/sign-in";
import { reserveAmountOf } from "@storefront/rules/vehicle/actions/reserve-online";
import { vehicleTitle } from "@storefront/rules/vehicle/card/vehicle-title";
import type { VehicleRecord } from "@storefront/schemas";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useSite } from "../../app/site-context.tsx";
import { useOptionalVehicle } from "../../pages/vehicle-context.tsx";
import { readRememberedDetails } from "../leads/shopper-storage.ts";
import { previousPath } from "../sign-in/gated-route.ts";
import {
  type CheckoutAnswer,
  fetchCheckout,
  keepProgress,
  SignInNeeded,
  sendCheckout,
  waitUntilHeld,
} from "./checkout-calls.ts";

/** Stripe's deposit form and Stripe.js's loader, fetched only when a deposit step shows. */
const stripeDeposit = () => import("@storefront/design-system/blocks/checkout/stripe-deposit.ts");

/** Stripe's payment form, fetched with its loader only when a deposit step shows. */
const StripeDepositForm = lazy(() =>
  stripeDeposit().then((module) => ({ default: module.StripeDepositForm })),
);

type CheckoutPaymentSettings = { provider: string; publishable_key: string; script_url: string };

/** The deposit form for the site's provider, bound to its key and script and the reservation. */
function depositFormFor(payment: CheckoutPaymentSettings, reservationId: () => string | undefined) {
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
          waitUntilHeld={() => {
            const id = reservationId();
            return id ? waitUntilHeld(id) : Promise.reject(new Error("No reservation"));
          }}
        />
      </Suspense>
    );
  };
}

/** The enquiry offered where the car cannot be reserved, loaded only then. */
const CheckoutEnquiry = lazy(() =>
  import("./checkout-enquiry.tsx").then((module) => ({ default: module.CheckoutEnquiry })),
);

/**
 * The trade-in or finance step, when the shopper left the checkout there or at the deposit after
 * them (the deposit's payment starts again from the last step with what they chose).
 */
const resumeOf = (progress: CheckoutAnswer["progress"] | undefined) =>
  progress?.details?.email &&
  (progress.step === "trade-in" || progress.step === "finance" || progress.step === "deposit")
    ? {
        step: progress.step === "trade-in" ? ("trade-in" as const) : ("finance" as const),
        trade_in: progress.trade_in,
        valuation_id: progress.valuation_id,
        finance: progress.finance,
        pre_approval_id: progress.pre_approval_id,
      }
    : undefined;

/** The shopper's checkout of the page's car; `/checkout-journey` without a car has none. */
export function CheckoutConnector(props: ConnectorProps<"checkout">) {
  const vehicle = useOptionalVehicle();
  return vehicle ? <VehicleCheckout {...props} vehicle={vehicle} /> : null;
}

/** The car's checkout: its state from the server, then the shopper's details sent. */
function VehicleCheckout({
  block,
  Block,
  vehicle,
}: ConnectorProps<"checkout"> & { vehicle: VehicleRecord }) {
  const { site } = useSite();
  // Read after hydration, as the lead forms read them: the server knows none.
  const [remembered, setRemembered] = useState<RememberedDetails>({});
  useEffect(() => setRemembered(readRememberedDetails(localStorage)), []);
  const queryClient = useQueryClient();
  const queryKey = ["checkout", site.slug, vehicle.slug];
  // Asked in the browser only: the answer is the signed-in shopper's own.
  const checkout = useQuery({
    queryKey,
    queryFn: () => fetchCheckout(vehicle.slug),
    staleTime: 0,
    retry: false,
  });
  const answer = checkout.data;
  // Reserving needs a signed-in shopper, also where the site does not gate the checkout page:
  // a signed-out visitor is sent to sign in and brought back here.
  const signedOut = checkout.error instanceof SignInNeeded;
  useEffect(() => {
    if (!signedOut) return;
    const here = window.location.pathname + window.location.search;
    window.location.replace(signInPath("checkout", here, previousPath()));
  }, [signedOut]);
  const holdRequest = answer ? answer.payment === null : true;
  const reservationId = useRef<string | undefined>(undefined);
  const payment = answer?.payment;
  // One component per provider setting, so the deposit step keeps its mounted form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the settings' values, not the object
  const DepositForm = useMemo(
    () => (payment ? depositFormFor(payment, () => reservationId.current) : undefined),
    [payment?.publishable_key, payment?.script_url],
  );

  const send = async (request: CheckoutRequest) => {
    const sent = await sendCheckout(vehicle.slug, request, holdRequest);
    if (sent.status === "sent") reservationId.current = sent.reservationId;
    // Someone else reserved the car meanwhile: the page shows it is reserved.
    if (sent.status === "refused" && sent.problems.length === 0)
      await queryClient.invalidateQueries({ queryKey });
    return sent;
  };

  return (
    <Block
      {...block.props}
      car={{
        title: vehicleTitle(vehicle),
        price: vehicle.price,
        priceType: vehicle.price_type,
        noPriceText: site.search.noPriceText,
        sold: vehicle.status === "sold",
        itemType: vehicle.item_type,
      }}
      state={signedOut ? "loading" : checkout.isError ? "failed" : (answer?.state ?? "loading")}
      failure={checkout.error?.message}
      payment={holdRequest ? "hold-request" : "deposit"}
      depositAmount={answer ? answer.deposit_cents / 100 : reserveAmountOf(site.vehiclePage)}
      holdHours={answer?.hold_hours ?? site.vehiclePage.reserveHoldHours}
      dealerName={site.name}
      reservationPaid={
        answer?.reservation ? answer.reservation.status !== "pending-payment" : false
      }
      initialValues={{ ...remembered, ...answer?.progress?.details }}
      valuations={answer?.valuations}
      finance={answer?.finance}
      preApprovals={answer?.pre_approvals}
      resume={resumeOf(answer?.progress)}
      send={send}
      keep={(progress) => {
        // Where the site takes hold requests, sending one ends the checkout: nothing to resume.
        if (!holdRequest || progress.step !== "deposit") void keepProgress(vehicle.slug, progress);
      }}
      DepositForm={DepositForm}
      enquiry={
        <Suspense fallback={null}>
          <CheckoutEnquiry site={site} />
        </Suspense>
      }
    />
  );
}
