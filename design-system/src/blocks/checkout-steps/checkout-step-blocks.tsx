import { formatMoney } from "@storefront/rules/formatting/format";
import { soldNoticeText } from "@storefront/rules/vehicle/status/sold-notice";
import type { ItemType } from "@storefront/schemas";
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef } from "react";
import { Skeleton } from "../../ui/skeleton/skeleton.tsx";
import { CheckoutDetails, type loadDetailsForm } from "../checkout/checkout-details-until-used.tsx";
import { CheckoutNotice } from "../checkout/checkout-notices.tsx";
import type {
  CheckoutFinanceChoice,
  CheckoutFinanceStart,
  CheckoutPreApproval,
  CheckoutSent,
  CheckoutStepBack,
  CheckoutTradeInChoice,
  CheckoutValuation,
  DepositFormProps,
} from "../checkout/checkout-steps.ts";
import { VehicleCardPrice } from "../vehicle-card/vehicle-card-price.tsx";
import { StepFrame } from "./step-frame.tsx";

/*
 * The checkout's blocks, one per step. The app shows a step's block only while it is the
 * shopper's step (the car's block always), so each draws just that step. The code of the steps
 * after the details (trade-in, finance, confirmation) is fetched only when they show.
 */

const CheckoutTradeInStep = lazy(() =>
  import("../checkout/checkout-trade-in.tsx").then((module) => ({
    default: module.CheckoutTradeInStep,
  })),
);

const CheckoutFinanceStep = lazy(() =>
  import("../checkout/checkout-finance.tsx").then((module) => ({
    default: module.CheckoutFinanceStep,
  })),
);

const CheckoutConfirmation = lazy(() =>
  import("../checkout/checkout-confirmation.tsx").then((module) => ({
    default: module.CheckoutConfirmation,
  })),
);

/** What the server says of the car for this shopper; `failed` when it could not be asked. */
export type CheckoutState = "loading" | "open" | "yours" | "reserved" | "not-offered" | "failed";
/** A deposit through the site's payment provider, or a request to hold where it takes none. */
export type CheckoutPayment = "deposit" | "hold-request";

type CheckoutCar = {
  title: string;
  price: number;
  priceType?: string | undefined;
  /** The site's text for a price of 10 or less. */
  noPriceText: string;
  /** Sold: the page gives the sold notice rather than the general refusal. */
  sold?: boolean | undefined;
  itemType?: ItemType | undefined;
};

type CheckoutCarProps = {
  title: string;
  car: CheckoutCar;
  state: CheckoutState;
  /** Why the checkout could not be loaded (state `failed`). */
  failure?: string | undefined;
  /** The car can be reserved here (open or the shopper's) and the site can take the deposit. */
  offered: boolean;
  /** The enquiry offered where the car cannot be reserved. */
  enquiry: ReactNode;
};

/** The car and its price above the steps; where it cannot be reserved, why, and the enquiry. */
export function CheckoutCarBlock({
  title,
  car,
  state,
  failure,
  offered,
  enquiry,
}: CheckoutCarProps) {
  const soldNotice = car.sold ? soldNoticeText(car.itemType) : undefined;
  const refused =
    state === "reserved"
      ? "This car is already reserved."
      : (soldNotice?.title ?? "This car cannot be reserved online.");
  return (
    <section
      data-slot="checkout"
      data-state={state}
      aria-busy={state === "loading"}
      aria-label={title}
      className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6"
    >
      <div className="grid gap-1">
        <h2 className="font-heading font-semibold text-2xl">{title}</h2>
        <p className="font-medium text-lg">{car.title}</p>
        <VehicleCardPrice
          price={car.price}
          priceType={car.priceType}
          noPriceText={car.noPriceText}
        />
      </div>
      {state === "loading" ? (
        <Skeleton className="h-64 w-full" />
      ) : state === "failed" ? (
        <p role="alert" className="font-medium text-danger">
          {failure}
        </p>
      ) : state === "reserved" || state === "not-offered" || !offered ? (
        <CheckoutNotice heading={refused}>
          <p>{state !== "reserved" && soldNotice ? soldNotice.body : "Send an enquiry instead."}</p>
          {enquiry}
        </CheckoutNotice>
      ) : null}
    </section>
  );
}

type CheckoutDetailsBlockProps = {
  heading: string;
  intro?: string | undefined;
  payment: CheckoutPayment;
  /** The reserve price (the deposit), in dollars. */
  depositAmount: number;
  holdHours: number;
  /** The shopper started reserving this car before: they carry on. */
  resumed?: boolean | undefined;
  /** Remembered details, or those kept from an earlier visit to this checkout. */
  initialValues: Partial<Record<string, string>>;
  submitLabel: string;
  /** Back to the step before, where the page puts another step first. */
  back?: CheckoutStepBack | undefined;
  send: (details: Record<string, string>) => Promise<CheckoutSent>;
  focusOnShow?: boolean | undefined;
  /** Brings the details form's code when the shopper first reaches for the form. */
  loadDetailsForm?: typeof loadDetailsForm | undefined;
};

/** The shopper's details, remembered ones prefilled; the form's code loads when first reached for. */
export function CheckoutDetailsBlock(props: CheckoutDetailsBlockProps) {
  const amountLabel = formatMoney(props.depositAmount);
  const intro =
    props.intro ||
    (props.payment === "hold-request"
      ? "Ask us to hold this car for you. No payment is taken: we contact you to arrange it."
      : `A deposit of ${amountLabel} reserves this car for you for ${props.holdHours} hours while we confirm your reservation.`);
  return (
    <StepFrame step="checkout-details" heading={props.heading} focusOnShow={props.focusOnShow}>
      {props.resumed ? (
        <p data-slot="checkout-resume">
          You have started reserving this car. Carry on where you left off.
        </p>
      ) : null}
      <p className="text-muted-foreground">{intro}</p>
      <CheckoutDetails
        load={props.loadDetailsForm}
        submitLabel={props.submitLabel}
        back={props.back}
        initialValues={props.initialValues}
        send={props.send}
      />
    </StepFrame>
  );
}

type CheckoutTradeInBlockProps = {
  heading: string;
  intro: string;
  /** The shopper's unexpired trade-in valuations, to attach one. */
  valuations: CheckoutValuation[];
  /** The trade-in chosen before (on this visit or an earlier one). */
  initial?: CheckoutTradeInChoice | undefined;
  submitLabel: string;
  back?: CheckoutStepBack | undefined;
  send: (choice: CheckoutTradeInChoice) => Promise<CheckoutSent>;
  focusOnShow?: boolean | undefined;
};

/** An optional trade-in: the shopper's valuation, or their car described for the dealer. */
export function CheckoutTradeInBlock({
  heading,
  intro,
  focusOnShow,
  ...step
}: CheckoutTradeInBlockProps) {
  return (
    <StepFrame step="checkout-trade-in" heading={heading} intro={intro} focusOnShow={focusOnShow}>
      <Suspense fallback={<Skeleton className="h-40 w-full" />}>
        <CheckoutTradeInStep {...step} />
      </Suspense>
    </StepFrame>
  );
}

type CheckoutFinanceBlockProps = {
  heading: string;
  intro: string;
  /** Offers the shopper's finance journey applications (a block setting). */
  offerPreApproval: boolean;
  /** Where the finance step starts, on this site and car. */
  start: CheckoutFinanceStart;
  /** The shopper's finance journey applications, as the store holds them. */
  preApprovals?: CheckoutPreApproval[] | undefined;
  initial?: CheckoutFinanceChoice | undefined;
  submitLabel: string;
  back?: CheckoutStepBack | undefined;
  send: (choice: CheckoutFinanceChoice) => Promise<CheckoutSent>;
  focusOnShow?: boolean | undefined;
};

/** Optional finance: pay in full, the calculator's structure, or the shopper's pre-approval. */
export function CheckoutFinanceBlock({
  heading,
  intro,
  offerPreApproval,
  preApprovals,
  focusOnShow,
  ...step
}: CheckoutFinanceBlockProps) {
  return (
    <StepFrame step="checkout-finance" heading={heading} intro={intro} focusOnShow={focusOnShow}>
      <Suspense fallback={<Skeleton className="h-40 w-full" />}>
        <CheckoutFinanceStep {...step} preApprovals={offerPreApproval ? preApprovals : []} />
      </Suspense>
    </StepFrame>
  );
}

type CheckoutDepositBlockProps = {
  heading: string;
  intro?: string | undefined;
  depositAmount: number;
  /** The started payment the provider's form completes. */
  clientSecret: string;
  /** The payment provider's form for the deposit. */
  DepositForm: ComponentType<DepositFormProps>;
  onPaid: () => void;
  focusOnShow?: boolean | undefined;
};

/** The deposit, paid through the site's payment provider's own form. */
export function CheckoutDepositBlock({ DepositForm, ...props }: CheckoutDepositBlockProps) {
  const amountLabel = formatMoney(props.depositAmount);
  return (
    <StepFrame
      step="checkout-deposit"
      heading={props.heading.replaceAll("{amount}", amountLabel)}
      intro={props.intro}
      focusOnShow={props.focusOnShow}
    >
      <DepositForm
        clientSecret={props.clientSecret}
        amountLabel={amountLabel}
        onPaid={props.onPaid}
      />
    </StepFrame>
  );
}

type CheckoutConfirmationBlockProps = {
  nextStepsHeading: string;
  note?: string | undefined;
  payment: CheckoutPayment;
  carTitle: string;
  dealerName: string;
  depositAmount: number;
  holdHours: number;
  focusOnShow?: boolean | undefined;
};

/** The reservation or hold request is in: what the shopper did and what happens next. */
export function CheckoutConfirmationBlock({
  focusOnShow,
  ...props
}: CheckoutConfirmationBlockProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: as the confirmation appears, once
  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, []);
  return (
    <div
      data-slot="checkout-step"
      data-step="checkout-confirmation"
      className="mx-auto grid w-full max-w-3xl gap-4 px-4 pb-6"
    >
      <CheckoutNotice
        headingRef={headingRef}
        heading={
          props.payment === "hold-request"
            ? "Your hold request has been sent"
            : "Your car is reserved"
        }
      >
        <Suspense fallback={<Skeleton className="h-24 w-full" />}>
          <CheckoutConfirmation {...props} />
        </Suspense>
      </CheckoutNotice>
    </div>
  );
}
