import { depositRange, percentText, repaymentFigures } from "@storefront/rules/finance/calculator";
import { formatDate, formatMoney } from "@storefront/rules/formatting/format";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Button } from "../../ui/button/button.tsx";
import { Label } from "../../ui/label/label.tsx";
import { RadioGroup, RadioGroupItem } from "../../ui/radio-group/radio-group.tsx";
import { CalculatorField, yearsText } from "../finance-calculator/calculator-field.tsx";
import type {
  CheckoutFinance,
  CheckoutFinanceChoice,
  CheckoutFinanceStart,
  CheckoutPreApproval,
  CheckoutSent,
  CheckoutStepBack,
} from "./checkout-steps.ts";

export type CheckoutFinanceStepProps = {
  start: CheckoutFinanceStart;
  /** The shopper's finance journey applications, to attach one instead of a structure. */
  preApprovals?: CheckoutPreApproval[] | undefined;
  /** The finance chosen on an earlier visit. */
  initial?: CheckoutFinanceChoice | undefined;
  submitLabel: string;
  send: (choice: CheckoutFinanceChoice) => Promise<CheckoutSent>;
  /** Back to the step before, where there is one. */
  back?: CheckoutStepBack | undefined;
};

/** How the shopper pays: in full, a structure set here, or their pre-approval. */
type Way = "full" | "structure" | "pre-approval";

const fieldLabels: Record<string, string> = {
  "finance.deposit": "Deposit / Trade-in ($)",
  "finance.balloon": "Residual ($)",
  "finance.term_years": "Loan Term (years)",
  pre_approval_id: "Your pre-approval application",
};

/** `Applied with YouX on 27 Nov 2026 for $28,000 over 5 years`, from what the store holds. */
const preApprovalText = (preApproval: CheckoutPreApproval) =>
  [
    `Applied with ${preApproval.lender ?? "our finance partner"} on ${formatDate(preApproval.applied_at)}`,
    preApproval.amount !== null ? ` for ${formatMoney(preApproval.amount)}` : "",
    preApproval.term_years !== null ? ` over ${yearsText(preApproval.term_years)}` : "",
  ].join("");

const initialWay = (initial: CheckoutFinanceChoice | undefined, preApprovals: unknown[]): Way =>
  initial?.pre_approval_id && preApprovals.length > 0
    ? "pre-approval"
    : initial?.finance
      ? "structure"
      : "full";

/**
 * The checkout's finance step: paying in full, or the vehicle page calculator's deposit, balloon
 * and term (its limits, and its clamping of typed numbers) with the weekly repayment they give.
 */
export function CheckoutFinanceStep({
  start,
  preApprovals = [],
  initial,
  submitLabel,
  send,
  back,
}: CheckoutFinanceStepProps) {
  const id = useId();
  const weeklyId = useId();
  const [way, setWay] = useState<Way>(initialWay(initial, preApprovals));
  const [finance, setFinance] = useState<CheckoutFinance>(
    initial?.finance ?? {
      deposit: start.deposit,
      balloon: start.balloon,
      term_years: start.term_years,
    },
  );
  // Only an application the shopper has: a kept id that is gone falls back to the newest.
  const [preApprovalId, setPreApprovalId] = useState(
    preApprovals.find((preApproval) => preApproval.id === initial?.pre_approval_id)?.id ??
      preApprovals[0]?.id,
  );
  const [alert, setAlert] = useState("");
  const [busy, setBusy] = useState(false);
  const set = (key: keyof CheckoutFinance) => (value: number) =>
    setFinance((current) => ({ ...current, [key]: value }));
  const weekly = repaymentFigures(
    {
      amount: start.amount,
      deposit: finance.deposit,
      residual: finance.balloon,
      termYears: finance.term_years,
      ratePercent: start.rate_percent,
    },
    "weekly",
    start.fees,
    start.round_up_fees,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert("");
    setBusy(true);
    const sent = await send(
      way === "structure"
        ? { finance }
        : way === "pre-approval" && preApprovalId
          ? { pre_approval_id: preApprovalId }
          : {},
    );
    setBusy(false);
    if (sent.status === "sent") return;
    setAlert(
      sent.problems
        .map((problem) => `${fieldLabels[problem.path] ?? problem.path}: ${problem.message}`)
        .join(" ") || sent.message,
    );
  };

  const option = (value: string, label: ReactNode) => (
    <div key={value} className="flex items-start gap-2">
      <RadioGroupItem value={value} id={`${id}-${value}`} className="mt-0.5" />
      <Label htmlFor={`${id}-${value}`} className="block font-normal text-base leading-normal">
        {label}
      </Label>
    </div>
  );

  return (
    <form
      data-slot="checkout-finance"
      noValidate
      aria-busy={busy}
      onSubmit={submit}
      className="grid gap-4"
    >
      <div className="grid gap-2">
        <p id={`${id}-question`} className="mb-2 font-medium">
          How will you pay for this car?
        </p>
        <RadioGroup
          aria-labelledby={`${id}-question`}
          value={way}
          onValueChange={(value) => setWay(value as Way)}
          className="gap-2"
        >
          {option("full", "No finance — I'll pay in full")}
          {option("structure", "Finance this car")}
          {preApprovals.length > 0
            ? option("pre-approval", "Use my finance pre-approval application")
            : null}
        </RadioGroup>
      </div>
      {way === "pre-approval" ? (
        <div data-slot="checkout-pre-approvals" className="grid gap-2">
          <p id={`${id}-pre-approvals`} className="mb-2 font-medium">
            Your pre-approval application
          </p>
          <RadioGroup
            aria-labelledby={`${id}-pre-approvals`}
            value={preApprovalId ?? ""}
            onValueChange={setPreApprovalId}
            className="gap-2"
          >
            {preApprovals.map((preApproval) =>
              option(
                preApproval.id,
                <>
                  {preApprovalText(preApproval)}
                  <span className="block text-muted-foreground text-sm">
                    Status: applied. The lender's decision is not known yet; we send your
                    application with your reservation.
                  </span>
                </>,
              ),
            )}
          </RadioGroup>
        </div>
      ) : null}
      {way === "structure" ? (
        <fieldset className="grid gap-4 md:grid-cols-2" aria-describedby={weeklyId}>
          <legend className="mb-2 font-medium">Your finance</legend>
          <CalculatorField
            label="Deposit / Trade-in ($)"
            value={finance.deposit}
            slider={depositRange}
            onValue={set("deposit")}
            valueText={formatMoney}
          />
          <CalculatorField
            label="Residual ($)"
            value={finance.balloon}
            slider={depositRange}
            onValue={set("balloon")}
            valueText={formatMoney}
          />
          <CalculatorField
            label="Loan Term (years)"
            value={finance.term_years}
            slider={start.term}
            onValue={set("term_years")}
            valueText={yearsText}
          />
          <p
            id={weeklyId}
            data-slot="checkout-finance-weekly"
            aria-live="polite"
            className="self-end font-semibold text-lg"
          >
            {weekly.suffix ? `${weekly.paymentText} per week` : weekly.paymentText}
            <span className="block font-normal text-muted-foreground text-sm">
              On {formatMoney(start.amount)} at {percentText(start.rate_percent)} p.a., indicative
              only.
            </span>
          </p>
        </fieldset>
      ) : null}
      <div role="alert" className="font-medium text-danger text-sm empty:hidden">
        {alert}
      </div>
      <div className="flex flex-wrap gap-2">
        {back ? (
          <Button type="button" variant="outline" onClick={back.go}>
            {back.label}
          </Button>
        ) : null}
        <Button type="submit" className="grow" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
