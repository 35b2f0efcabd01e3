import type { Stripe, StripeElements } from "@stripe/stripe-js";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "../../ui/button/button.tsx";
import { Skeleton } from "../../ui/skeleton/skeleton.tsx";
import type { DepositFormProps } from "./checkout-steps.ts";

/** The parts of Stripe.js the deposit uses. */
export type DepositStripe = Pick<Stripe, "elements" | "confirmPayment">;

type StripeDepositFormProps = DepositFormProps & {
  /** Stripe.js for the site's publishable key; fetched when the deposit step shows. */
  loadStripe: () => Promise<DepositStripe | null>;
  /** Resolves once the server says the car is held (after Stripe's webhook); rejects otherwise. */
  waitUntilHeld: () => Promise<void>;
};

type DepositState =
  | { step: "loading" }
  | { step: "ready" | "paying"; problem?: string | undefined }
  | { step: "waiting" }
  | { step: "failed"; problem: string };

const notLoaded = "The payment form could not be loaded. Reload the page to try again.";
const notConfirmed =
  "Your payment could not be confirmed. Reload the page to see your reservation or call us.";

/**
 * Stripe's Payment Element for the deposit: mounted with the reservation's client secret, paid
 * with `confirmPayment`, and only then, once the server has heard from Stripe that the car is
 * held, the confirmation (never before).
 */
export function StripeDepositForm(props: StripeDepositFormProps) {
  const { clientSecret, amountLabel, onPaid, loadStripe, waitUntilHeld } = props;
  const [state, setState] = useState<DepositState>({ step: "loading" });
  const mountPoint = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ stripe: DepositStripe; elements: StripeElements } | null>(null);

  useEffect(() => {
    let current = true;
    let unmount = () => {};
    loadStripe()
      .then((loaded) => {
        if (!current) return;
        if (!loaded || !mountPoint.current) throw new Error("Stripe.js is not available");
        const elements = loaded.elements({ clientSecret });
        const element = elements.create("payment");
        element.mount(mountPoint.current);
        unmount = () => element.destroy();
        stripe.current = { stripe: loaded, elements };
        setState({ step: "ready" });
      })
      .catch(() => {
        if (current) setState({ step: "failed", problem: notLoaded });
      });
    return () => {
      current = false;
      unmount();
    };
  }, [clientSecret, loadStripe]);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    const loaded = stripe.current;
    if (!loaded || state.step !== "ready") return;
    setState({ step: "paying" });
    const result = await loaded.stripe
      .confirmPayment({
        elements: loaded.elements,
        redirect: "if_required",
        confirmParams: { return_url: window.location.href },
      })
      .catch(() => ({ error: { message: notConfirmed } }));
    if ("error" in result && result.error) {
      setState({ step: "ready", problem: result.error.message ?? notConfirmed });
      return;
    }
    setState({ step: "waiting" });
    await waitUntilHeld().then(onPaid, () => setState({ step: "failed", problem: notConfirmed }));
  };

  const busy = state.step === "paying" || state.step === "waiting";
  const problem = "problem" in state ? state.problem : undefined;
  return (
    <form
      data-slot="deposit-form"
      data-step={state.step}
      aria-busy={state.step === "loading" || busy}
      onSubmit={pay}
      noValidate
      className="grid gap-4"
    >
      {state.step === "loading" ? (
        <>
          <Skeleton className="h-40 w-full" />
          <p role="status">Loading the secure payment form…</p>
        </>
      ) : null}
      <div ref={mountPoint} hidden={state.step === "loading" || state.step === "failed"} />
      {problem ? (
        <p role="alert" className="font-medium text-danger">
          {problem}
        </p>
      ) : null}
      {state.step === "waiting" ? (
        <p role="status">Confirming your payment. This takes a few seconds…</p>
      ) : null}
      {state.step === "failed" ? null : (
        <Button type="submit" disabled={state.step !== "ready"} className="justify-self-start">
          {busy ? "Paying…" : `Pay ${amountLabel}`}
        </Button>
      )}
    </form>
  );
}
