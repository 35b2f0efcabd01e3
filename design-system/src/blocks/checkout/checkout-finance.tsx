import {
  depositRange,
  percentText,
  repaymentFigures,
  typedWithin,
} from "@storefront/rules/finance/calculator";
import { formatMoney } from "@storefront/rules/formatting/format";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../ui/button/button.tsx";
import { Label } from "../../ui/label/label.tsx";
import { RadioGroup, RadioGroupItem } from "../../ui/radio-group/radio-group.tsx";
import { CalculatorField } from "../finance-calculator/calculator-field.tsx";
import type { CheckoutFinance, CheckoutFinanceStart, CheckoutSent } from "./checkout-steps.ts";

export type CheckoutFinanceStepProps = {
  start: CheckoutFinanceStart;
  /** The finance chosen on an earlier visit. */
  initial?: CheckoutFinance | undefined;
  submitLabel: string;
  backLabel: string;
  send: (finance: CheckoutFinance | undefined) => Promise<CheckoutSent>;
  onBack: () => void;
};

const fieldLabels: Record<string, string> = {
  "finance.deposit": "Deposit / Trade-in ($)",
  "finance.balloon": "Residual ($)",
  "finance.term_years": "Loan Term (years)",
};

const years = (value: number) => `${value} ${value === 1 ? "year" : "years"}`;

/**
 * The checkout's finance step: paying in full, or the vehicle page calculator's deposit, balloon
 * and term (its limits, and its clamping of typed numbers) with the weekly repayment they give.
 */
export function CheckoutFinanceStep({
  start,
  initial,
  submitLabel,
  backLabel,
  send,
  onBack,
}: CheckoutFinanceStepProps) {
  const id = useId();
  const weeklyId = useId();
  const [wanted, setWanted] = useState(initial !== undefined);
  const [finance, setFinance] = useState<CheckoutFinance>(
    initial ?? { deposit: start.deposit, balloon: start.balloon, term_years: start.term_years },
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
    const sent = await send(wanted ? finance : undefined);
    setBusy(false);
    if (sent.status === "sent") return;
    setAlert(
      sent.problems
        .map((problem) => `${fieldLabels[problem.path] ?? problem.path}: ${problem.message}`)
        .join(" ") || sent.message,
    );
  };

  const option = (value: "full" | "finance", label: string) => (
    <div className="flex items-start gap-2">
      <RadioGroupItem value={value} id={`${id}-${value}`} className="mt-0.5" />
      <Label htmlFor={`${id}-${value}`} className="font-normal text-base leading-normal">
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
          value={wanted ? "finance" : "full"}
          onValueChange={(value) => setWanted(value === "finance")}
          className="gap-2"
        >
          {option("full", "No finance — I'll pay in full")}
          {option("finance", "Finance this car")}
        </RadioGroup>
      </div>
      {wanted ? (
        <fieldset className="grid gap-4 md:grid-cols-2" aria-describedby={weeklyId}>
          <legend className="mb-2 font-medium">Your finance</legend>
          <CalculatorField
            label="Deposit / Trade-in ($)"
            value={finance.deposit}
            slider={depositRange}
            read={(text) => typedWithin(text, depositRange)}
            onValue={set("deposit")}
            valueText={formatMoney}
          />
          <CalculatorField
            label="Residual ($)"
            value={finance.balloon}
            slider={depositRange}
            read={(text) => typedWithin(text, depositRange)}
            onValue={set("balloon")}
            valueText={formatMoney}
          />
          <CalculatorField
            label="Loan Term (years)"
            value={finance.term_years}
            slider={start.term}
            read={(text) => typedWithin(text, start.term)}
            onValue={set("term_years")}
            valueText={years}
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
        <Button type="button" variant="outline" onClick={onBack}>
          {backLabel}
        </Button>
        <Button type="submit" className="grow" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
