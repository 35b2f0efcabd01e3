import { formatMoney } from "@storefront/rules/formatting/format";
import { soldNoticeText } from "@storefront/rules/vehicle/status/sold-notice";
import type { ItemType } from "@storefront/schemas";
import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Skeleton } from "../../ui/skeleton/skeleton.tsx";
import { VehicleCardPrice } from "../vehicle-card/vehicle-card-price.tsx";
import { CheckoutDetails, type loadDetailsForm } from "./checkout-details-until-used.tsx";
import { CheckoutConfirmation, CheckoutNotice } from "./checkout-notices.tsx";
import type {
  CheckoutChoices,
  CheckoutFinanceStart,
  CheckoutKept,
  CheckoutPreApproval,
  CheckoutRequest,
  CheckoutSent,
  CheckoutTradeInChoice,
  CheckoutValuation,
} from "./checkout-steps.ts";

export type { CheckoutSent } from "./checkout-steps.ts";

/** The trade-in step's code (its checks need zod), fetched only when the step shows. */
const CheckoutTradeInStep = lazy(() =>
  import("./checkout-trade-in.tsx").then((module) => ({ default: module.CheckoutTradeInStep })),
);

/** The finance step's code (the calculator's rules and fields), fetched only when it shows. */
const CheckoutFinanceStep = lazy(() =>
  import("./checkout-finance.tsx").then((module) => ({ default: module.CheckoutFinanceStep })),
);

/** What the server says of the car for this shopper; `failed` when it could not be asked. */
type CheckoutState = "loading" | "open" | "yours" | "reserved" | "not-offered" | "failed";
/** A deposit through the site's payment provider, or a request to hold where it takes none. */
type CheckoutPayment = "deposit" | "hold-request";

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

export type DepositFormProps = { clientSecret: string; amountLabel: string; onPaid: () => void };

type CheckoutProps = {
  title: string;
  car: CheckoutCar;
  state: CheckoutState;
  /** Why the checkout could not be loaded (state `failed`). */
  failure?: string | undefined;
  payment: CheckoutPayment;
  /** The reserve price (the deposit), in dollars. */
  depositAmount: number;
  holdHours: number;
  dealerName: string;
  /** The shopper's own reservation (state `yours`): paid, or still waiting for the deposit. */
  reservationPaid?: boolean | undefined;
  /** Remembered details, or those kept from an earlier visit to this checkout. */
  initialValues: Partial<Record<string, string>>;
  /** Offers the trade-in step after the details (a block setting). */
  offerTradeIn: boolean;
  /** The shopper's unexpired trade-in valuations, to attach one. */
  valuations?: CheckoutValuation[] | undefined;
  /** Offers the finance step after the trade-in or the details (a block setting). */
  offerFinance: boolean;
  /** Where the finance step starts, on this site and car; no finance step without it. */
  finance?: CheckoutFinanceStart | undefined;
  /** The shopper's finance journey applications, which the finance step offers to attach. */
  preApprovals?: CheckoutPreApproval[] | undefined;
  /** The step kept from an earlier visit, with the trade-in and finance chosen then. */
  resume?: (CheckoutChoices & { step: "trade-in" | "finance" }) | undefined;
  /** Sends the details, trade-in and finance: a hold request, or the start of the deposit. */
  send: (request: CheckoutRequest) => Promise<CheckoutSent>;
  /** Keeps where the shopper got to, for signing in again later. */
  keep?: ((progress: CheckoutKept) => void) | undefined;
  /** The payment provider's form for the deposit. */
  DepositForm?: ComponentType<DepositFormProps> | undefined;
  /** The enquiry offered where the car cannot be reserved. */
  enquiry: ReactNode;
  /** Brings the details form's code when the shopper first reaches for the form. */
  loadDetailsForm?: typeof loadDetailsForm | undefined;
};

type Stage =
  | { step: "details" }
  | { step: "trade-in"; details: Record<string, string>; choice?: CheckoutTradeInChoice }
  | { step: "finance"; details: Record<string, string>; tradeIn: CheckoutTradeInChoice }
  | { step: "deposit"; clientSecret: string }
  | { step: "done" };

/** The kept details without blanks or anything undefined. */
const detailsOnly = (values: Partial<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(values).flatMap(([name, value]) => (value ? [[name, value]] : [])),
  );

/**
 * Reserving a car online: its price, the shopper's details, their trade-in and finance (where
 * offered), the deposit, what happens next.
 */
export function Checkout(props: CheckoutProps) {
  const { title, car, state, payment, depositAmount } = props;
  const headingId = useId();
  const paid = state === "yours" && props.reservationPaid === true;
  const [stage, setStage] = useState<Stage>({ step: paid ? "done" : "details" });
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (paid) setStage({ step: "done" });
  }, [paid]);
  const offerFinance = props.offerFinance && props.finance !== undefined;
  // Kept progress arrives with the checkout's answer: carry on at the step kept, once.
  const resumeAt =
    offerFinance && props.resume?.step === "finance"
      ? "finance"
      : props.offerTradeIn && props.resume
        ? "trade-in"
        : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the kept progress arrives
  useEffect(() => {
    if (!resumeAt || moved.current || paid) return;
    const details = detailsOnly(props.initialValues);
    const { trade_in, valuation_id } = props.resume ?? {};
    setStage(
      resumeAt === "finance"
        ? { step: "finance", details, tradeIn: { trade_in, valuation_id } }
        : { step: "trade-in", details },
    );
  }, [resumeAt]);
  // A new step takes focus at its heading, so keyboard and screen reader users land on it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (moved.current) stepHeading.current?.focus();
  }, [stage.step]);
  const goTo = (next: Stage) => {
    moved.current = true;
    setStage(next);
  };
  const amountLabel = formatMoney(depositAmount);
  const holdRequest = payment === "hold-request";
  // Without the provider's form no deposit can be paid: the car is not held for nothing.
  const offered = holdRequest || props.DepositForm !== undefined || stage.step === "done";
  const soldNotice = car.sold ? soldNoticeText(car.itemType) : undefined;
  const refused =
    state === "reserved"
      ? "This car is already reserved."
      : (soldNotice?.title ?? "This car cannot be reserved online.");

  const send = async (request: CheckoutRequest) => {
    const sent = await props.send(request);
    if (sent.status !== "sent") return sent;
    if (sent.clientSecret) goTo({ step: "deposit", clientSecret: sent.clientSecret });
    else goTo({ step: "done" });
    return { status: "sent" as const };
  };
  /** On to the finance step where it is offered; else the request goes. */
  const afterTradeIn = async (details: Record<string, string>, tradeIn: CheckoutTradeInChoice) => {
    if (!offerFinance) {
      props.keep?.({ step: "deposit", details, ...tradeIn });
      return send({ details, ...tradeIn });
    }
    props.keep?.({ step: "finance", details, ...tradeIn });
    goTo({ step: "finance", details, tradeIn });
    return { status: "sent" as const };
  };
  const sendDetails = async (details: Record<string, string>) => {
    if (!props.offerTradeIn) return afterTradeIn(details, {});
    props.keep?.({ step: "trade-in", details });
    goTo({ step: "trade-in", details });
    return { status: "sent" as const };
  };
  const submitLabel = holdRequest ? "Send Hold Request" : `Continue to Deposit of ${amountLabel}`;
  const financeOrSubmitLabel = offerFinance ? "Continue to Finance" : submitLabel;

  return (
    <section
      data-slot="checkout"
      data-state={state}
      data-step={stage.step}
      aria-labelledby={headingId}
      aria-busy={state === "loading"}
      className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6"
    >
      <div className="grid gap-1">
        <h2 id={headingId} className="font-heading font-semibold text-2xl">
          {title}
        </h2>
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
          {props.failure}
        </p>
      ) : state === "reserved" || state === "not-offered" || !offered ? (
        <CheckoutNotice heading={refused}>
          <p>{state !== "reserved" && soldNotice ? soldNotice.body : "Send an enquiry instead."}</p>
          {props.enquiry}
        </CheckoutNotice>
      ) : stage.step === "done" ? (
        <CheckoutConfirmation
          headingRef={stepHeading}
          payment={payment}
          carTitle={car.title}
          dealerName={props.dealerName}
          depositAmount={depositAmount}
          holdHours={props.holdHours}
        />
      ) : stage.step === "deposit" && props.DepositForm ? (
        <div className="grid gap-4">
          <h3 ref={stepHeading} tabIndex={-1} className="font-semibold text-xl outline-none">
            Pay your deposit of {amountLabel}
          </h3>
          <props.DepositForm
            clientSecret={stage.clientSecret}
            amountLabel={amountLabel}
            onPaid={() => goTo({ step: "done" })}
          />
        </div>
      ) : stage.step === "trade-in" ? (
        <div className="grid gap-4">
          <h3 ref={stepHeading} tabIndex={-1} className="font-semibold text-xl outline-none">
            Your trade-in
          </h3>
          <p className="text-muted-foreground">
            Trading in a car? Attach your online valuation, or describe the car and we value it when
            we contact you.
          </p>
          <Suspense fallback={<Skeleton className="h-40 w-full" />}>
            <CheckoutTradeInStep
              valuations={props.valuations ?? []}
              initial={stage.choice ?? props.resume}
              submitLabel={financeOrSubmitLabel}
              onBack={() => goTo({ step: "details" })}
              send={(choice) => afterTradeIn(stage.details, choice)}
            />
          </Suspense>
        </div>
      ) : stage.step === "finance" && props.finance ? (
        <div className="grid gap-4">
          <h3 ref={stepHeading} tabIndex={-1} className="font-semibold text-xl outline-none">
            Finance
          </h3>
          <p className="text-muted-foreground">
            Financing this car? Set a deposit, balloon and term and we send your finance structure
            with your reservation.
          </p>
          <Suspense fallback={<Skeleton className="h-40 w-full" />}>
            <CheckoutFinanceStep
              start={props.finance}
              preApprovals={props.preApprovals}
              initial={props.resume}
              submitLabel={submitLabel}
              backLabel={props.offerTradeIn ? "Back to Trade-in" : "Back to Your Details"}
              onBack={() =>
                goTo(
                  props.offerTradeIn
                    ? { step: "trade-in", details: stage.details, choice: stage.tradeIn }
                    : { step: "details" },
                )
              }
              send={(choice) => {
                const request = { details: stage.details, ...stage.tradeIn, ...choice };
                props.keep?.({ step: "deposit", ...request });
                return send(request);
              }}
            />
          </Suspense>
        </div>
      ) : (
        <div className="grid gap-4">
          <h3 ref={stepHeading} tabIndex={-1} className="font-semibold text-xl outline-none">
            Your details
          </h3>
          {state === "yours" ? (
            <p data-slot="checkout-resume">
              You have started reserving this car. Carry on where you left off.
            </p>
          ) : null}
          <p className="text-muted-foreground">
            {holdRequest
              ? "Ask us to hold this car for you. No payment is taken: we contact you to arrange it."
              : `A deposit of ${amountLabel} reserves this car for you for ${props.holdHours} hours while we confirm your reservation.`}
          </p>
          <CheckoutDetails
            load={props.loadDetailsForm}
            submitLabel={props.offerTradeIn ? "Continue to Trade-in" : financeOrSubmitLabel}
            initialValues={props.initialValues}
            send={sendDetails}
          />
        </div>
      )}
    </section>
  );
}
