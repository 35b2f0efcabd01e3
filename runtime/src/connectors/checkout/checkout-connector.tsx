import type {
  CheckoutChoices,
  CheckoutKept,
  CheckoutSent,
} from "@storefront/design-system/blocks/checkout/index.ts";
import type { CheckoutState } from "@storefront/design-system/blocks/checkout-steps/index.ts";
import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { formatMoney } from "@storefront/rules/formatting/format";
import type { RememberedDetails } from "@storefront/rules/leads/enquiry-values";
import { signInPath } from "@storefront/rules/shopper/sign-in";
import { reserveAmountOf } from "@storefront/rules/vehicle/actions/reserve-online";
import { vehicleTitle } from "@storefront/rules/vehicle/card/vehicle-title";
import type { VehicleRecord } from "@storefront/schemas";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from "react";
import { useSite } from "../../app/core/site-context.tsx";
import { usePage } from "../../pages/page-context.tsx";
import { useOptionalVehicle } from "../../pages/vehicle-context.tsx";
import { readRememberedDetails } from "../leads/shopper-storage.ts";
import { previousPath } from "../sign-in/gated-route.ts";
import { fetchCheckout, keepProgress, SignInNeeded, sendCheckout } from "./checkout-calls.ts";
import {
  backFrom,
  type ChoiceStep,
  choiceStepsOf,
  continueLabel,
  type Journey,
  keptAt,
  resumeStepOf,
  stepAfter,
} from "./checkout-journey.ts";
import { useJourney } from "./checkout-journey-store.ts";

/** The deposit step's payment form and its loader, fetched only when the step shows. */
const DepositStep = lazy(() =>
  import("./checkout-deposit-step.tsx").then((module) => ({ default: module.DepositStep })),
);

/** The enquiry offered where the car cannot be reserved, loaded only then. */
const CheckoutEnquiry = lazy(() =>
  import("./checkout-enquiry.tsx").then((module) => ({ default: module.CheckoutEnquiry })),
);

/**
 * The checkout of the page's car as every step block sees it: the server's answer for the
 * signed-in shopper (one query for all), the journey through the page's steps, and moving on.
 */
function useCheckout(vehicle: VehicleRecord) {
  const { site } = useSite();
  const { page } = usePage();
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
  const signedOut = checkout.error instanceof SignInNeeded;
  const holdRequest = answer ? answer.payment === null : true;
  const state: CheckoutState = signedOut
    ? "loading"
    : checkout.isError
      ? "failed"
      : (answer?.state ?? "loading");
  const [journey, change] = useJourney(`${site.slug}/${vehicle.slug}`);
  const steps = useMemo(() => choiceStepsOf(page), [page]);
  const paid = answer?.reservation ? answer.reservation.status !== "pending-payment" : false;

  // Kept progress arrives with the checkout's answer: carry on at the step kept, once, or
  // start at the page's first step.
  useEffect(() => {
    if (!answer) return;
    change((current) => {
      if (paid) return { ...current, step: "done", resumed: true };
      if (current.resumed) return current;
      const kept = answer.progress;
      const at = resumeStepOf(steps, kept);
      if (!at || !kept) return { ...current, step: steps[0] ?? "details", resumed: true };
      const { step: _, details = {}, ...choices } = kept;
      return { ...current, step: at, details, choices, resumed: true };
    });
  }, [answer, paid, steps, change]);

  const depositAmount = answer ? answer.deposit_cents / 100 : reserveAmountOf(site.vehiclePage);
  const sendLabel = holdRequest
    ? "Send Hold Request"
    : `Continue to Deposit of ${formatMoney(depositAmount)}`;

  const keep = (progress: CheckoutKept) => {
    // Where the site takes hold requests, sending one ends the checkout: nothing to resume.
    if (!holdRequest || progress.step !== "deposit") void keepProgress(vehicle.slug, progress);
  };

  /** The shopper's choices go: a hold request, or the start of the deposit. */
  const sendChoices = async (
    chosen: Pick<Journey, "details" | "choices">,
  ): Promise<CheckoutSent> => {
    keep(keptAt("deposit", chosen));
    const sent = await sendCheckout(
      vehicle.slug,
      { details: chosen.details, ...chosen.choices },
      holdRequest,
    );
    if (sent.status !== "sent") {
      // Someone else reserved the car meanwhile: the page shows it is reserved.
      if (sent.problems.length === 0) await queryClient.invalidateQueries({ queryKey });
      return sent;
    }
    change((current) => ({
      ...current,
      ...chosen,
      step: sent.clientSecret ? "deposit" : "done",
      clientSecret: sent.clientSecret,
      reservationId: sent.reservationId,
      moved: true,
    }));
    return { status: "sent" };
  };

  /** Done with `step`: on to the page's next step, or the choices go. */
  const advance = async (
    step: ChoiceStep,
    chosen: Pick<Journey, "details" | "choices">,
  ): Promise<CheckoutSent> => {
    const next = stepAfter(steps, step);
    if (!next) return sendChoices(chosen);
    if (next !== "details") keep(keptAt(next, chosen));
    change((current) => ({ ...current, ...chosen, step: next, moved: true }));
    return { status: "sent" };
  };

  const back = (step: ChoiceStep) => {
    const before = backFrom(steps, step);
    return before
      ? {
          label: before.label,
          go: () => change((current) => ({ ...current, step: before.step, moved: true })),
        }
      : undefined;
  };

  return {
    site,
    vehicle,
    answer,
    state,
    failure: checkout.error?.message,
    signedOut,
    holdRequest,
    depositAmount,
    journey,
    steps,
    remembered,
    sendLabel,
    advance,
    back,
    change,
    /**
     * The shopper is at a step: the car can be reserved, the answer is in and the step it starts
     * or carries on at is set (until then the journey's step is the details, whatever comes first).
     */
    open: (state === "open" || state === "yours") && answer !== undefined && journey.resumed,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;

/** Renders `render(checkout)` where the page shows a car (`/checkout-journey` without one shows none). */
function WithCheckout({ render }: { render: (checkout: Checkout) => ReactNode }) {
  const vehicle = useOptionalVehicle();
  return vehicle ? <CheckoutOf vehicle={vehicle} render={render} /> : null;
}

function CheckoutOf({
  vehicle,
  render,
}: {
  vehicle: VehicleRecord;
  render: (checkout: Checkout) => ReactNode;
}) {
  return render(useCheckout(vehicle));
}

const replaceChoices = (
  choices: CheckoutChoices,
  drop: (keyof CheckoutChoices)[],
  chosen: CheckoutChoices,
): CheckoutChoices => ({
  ...Object.fromEntries(
    Object.entries(choices).filter(([key]) => !drop.includes(key as keyof CheckoutChoices)),
  ),
  ...chosen,
});

/** The car and its price; why it cannot be reserved, with the enquiry. */
export function CheckoutCarConnector({ block, Block }: ConnectorProps<"checkout-car">) {
  return (
    <WithCheckout
      render={(checkout) => <CarBlock checkout={checkout} block={block} Block={Block} />}
    />
  );
}

function CarBlock({
  checkout,
  block,
  Block,
}: ConnectorProps<"checkout-car"> & { checkout: Checkout }) {
  const { site, vehicle, signedOut, answer } = checkout;
  // Reserving needs a signed-in shopper, also where the site does not gate the checkout page:
  // a signed-out visitor is sent to sign in and brought back here.
  useEffect(() => {
    if (!signedOut) return;
    const here = window.location.pathname + window.location.search;
    window.location.replace(signInPath("checkout", here, previousPath()));
  }, [signedOut]);
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
      state={checkout.state}
      failure={checkout.failure}
      // Without the provider's form no deposit can be paid: the car is not held for nothing.
      offered={checkout.holdRequest || Boolean(answer?.payment) || checkout.journey.step === "done"}
      enquiry={
        <Suspense fallback={null}>
          <CheckoutEnquiry site={site} />
        </Suspense>
      }
    />
  );
}

/** The shopper's details, while they are the shopper's step. */
export function CheckoutDetailsConnector({ block, Block }: ConnectorProps<"checkout-details">) {
  return (
    <WithCheckout
      render={(checkout) => {
        const { journey, answer } = checkout;
        if (!checkout.open || journey.step !== "details") return null;
        return (
          <Block
            {...block.props}
            payment={checkout.holdRequest ? "hold-request" : "deposit"}
            depositAmount={checkout.depositAmount}
            holdHours={answer?.hold_hours ?? checkout.site.vehiclePage.reserveHoldHours}
            resumed={checkout.state === "yours"}
            initialValues={{
              ...checkout.remembered,
              ...answer?.progress?.details,
              ...journey.details,
            }}
            submitLabel={continueLabel(checkout.steps, "details", checkout.sendLabel)}
            back={checkout.back("details")}
            focusOnShow={journey.moved}
            send={(details) => checkout.advance("details", { details, choices: journey.choices })}
          />
        );
      }}
    />
  );
}

/** The trade-in, while it is the shopper's step. */
export function CheckoutTradeInConnector({ block, Block }: ConnectorProps<"checkout-trade-in">) {
  return (
    <WithCheckout
      render={(checkout) => {
        const { journey, answer } = checkout;
        if (!checkout.open || journey.step !== "trade-in") return null;
        return (
          <Block
            {...block.props}
            valuations={answer?.valuations ?? []}
            initial={journey.choices}
            submitLabel={continueLabel(checkout.steps, "trade-in", checkout.sendLabel)}
            back={checkout.back("trade-in")}
            focusOnShow={journey.moved}
            send={(choice) =>
              checkout.advance("trade-in", {
                details: journey.details,
                choices: replaceChoices(journey.choices, ["trade_in", "valuation_id"], choice),
              })
            }
          />
        );
      }}
    />
  );
}

/** The finance, while it is the shopper's step. */
export function CheckoutFinanceConnector({ block, Block }: ConnectorProps<"checkout-finance">) {
  return (
    <WithCheckout
      render={(checkout) => {
        const { journey, answer } = checkout;
        if (!checkout.open || journey.step !== "finance" || !answer?.finance) return null;
        return (
          <Block
            {...block.props}
            start={answer.finance}
            preApprovals={answer.pre_approvals}
            initial={journey.choices}
            submitLabel={continueLabel(checkout.steps, "finance", checkout.sendLabel)}
            back={checkout.back("finance")}
            focusOnShow={journey.moved}
            send={(choice) =>
              checkout.advance("finance", {
                details: journey.details,
                choices: replaceChoices(journey.choices, ["finance", "pre_approval_id"], choice),
              })
            }
          />
        );
      }}
    />
  );
}

/** The deposit's payment, once the reservation is started. */
export function CheckoutDepositConnector({ block, Block }: ConnectorProps<"checkout-deposit">) {
  return (
    <WithCheckout
      render={(checkout) =>
        checkout.open && checkout.journey.step === "deposit" ? (
          <Suspense fallback={null}>
            <DepositStep checkout={checkout} block={block} Block={Block} />
          </Suspense>
        ) : null
      }
    />
  );
}

/** What happens next, once the reservation or hold request is in. */
export function CheckoutConfirmationConnector({
  block,
  Block,
}: ConnectorProps<"checkout-confirmation">) {
  return (
    <WithCheckout
      render={(checkout) => {
        if (checkout.journey.step !== "done" || checkout.state === "loading") return null;
        return (
          <Block
            {...block.props}
            payment={checkout.holdRequest ? "hold-request" : "deposit"}
            carTitle={vehicleTitle(checkout.vehicle)}
            dealerName={checkout.site.name}
            depositAmount={checkout.depositAmount}
            holdHours={checkout.answer?.hold_hours ?? checkout.site.vehiclePage.reserveHoldHours}
            focusOnShow={checkout.journey.moved}
          />
        );
      }}
    />
  );
}
