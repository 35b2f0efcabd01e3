import {
  amountHelpText,
  type CalculatorValues,
  depositRange,
  type NumberRange,
  percentText,
  repaymentFigures,
  storedPayment,
  typedAmount,
} from "@storefront/rules/finance/calculator";
import { type RepaymentFrequency, repaymentFrequencies } from "@storefront/rules/finance/repayment";
import { formatMoney, formatMoneyCents } from "@storefront/rules/formatting/format";
import type { BlockProps } from "@storefront/schemas";
import { useId, useRef, useState } from "react";
import { Label } from "../../ui/label/label.tsx";
import { RadioGroup, RadioGroupItem } from "../../ui/radio-group/radio-group.tsx";
import { CalculatorField, yearsText } from "./calculator-field.tsx";
import { type FinanceCallToAction, FinanceCallToActionButton } from "./finance-call-to-action.tsx";
import { FinanceDisclaimer } from "./finance-disclaimer.tsx";

/** The page anchor the vehicle page's finance link scrolls to. */
const financeCalculatorAnchor = "finance-calculator";

/** The car's lender figures, when the site may show them. */
type FinanceLenderFigures = {
  /** The lender's name, e.g. "YouX". */
  name: string | undefined;
  interestRate: number;
  comparisonRate: number;
  paymentWeek?: number | null | undefined;
  paymentMonth?: number | null | undefined;
};

/** A quote from the finance partner: weekly repayment, advertised and comparison rates. */
type FinanceQuote = {
  weeklyRepaymentAmount: number;
  advertisedRate: number;
  comparisonRate: number;
};

type FinanceCalculatorData = {
  /** Where the inputs start. */
  start: CalculatorValues;
  limits: {
    /** The purchase price's limits, for the help text. */
    amount: NumberRange;
    amountSlider: NumberRange;
    term: NumberRange;
    interest: NumberRange;
  };
  /** Establishment fees added to the loan, rounded up first on sites that do. */
  fees: number;
  roundUpFees: boolean;
  lender: FinanceLenderFigures | undefined;
  quote: FinanceQuote | undefined;
  comparisonRateRanges: { min: number; max: number }[];
  feeList: { label: string; amount: number }[];
  disclaimer: string;
  disclaimerToggle: boolean;
  callToAction: FinanceCallToAction;
  /** Called once, at the shopper's first change of any input (event 26). */
  onFirstUse: () => void;
};

const frequencyLabels: Record<RepaymentFrequency, string> = {
  weekly: "Weekly",
  fortnightly: "Fortnightly",
  monthly: "Monthly",
};
const frequencies = Object.keys(repaymentFrequencies) as RepaymentFrequency[];

/** An advertised rate, always with its comparison rate beside it. */
function Rates({ advertised, comparison }: { advertised: number; comparison: number }) {
  return (
    <span>
      {percentText(advertised)} p.a. <span className="text-muted-foreground">(comparison rate</span>{" "}
      {percentText(comparison)} p.a.<span className="text-muted-foreground">)</span>
    </span>
  );
}

/**
 * The vehicle page's finance calculator: purchase price, deposit, residual, term and interest by
 * text or slider, a repayment frequency, and the repayment and total recomputed at every change;
 * the lender's and the partner's figures with their comparison rates, the fee list, the
 * disclaimer and the site's call to action.
 */
export function FinanceCalculator({
  title,
  getFinanceLabel,
  enquireLabel,
  formTitle,
  submitLabel,
  category: _category,
  start,
  limits,
  fees,
  roundUpFees,
  lender,
  quote,
  comparisonRateRanges,
  feeList,
  disclaimer,
  disclaimerToggle,
  callToAction,
  onFirstUse,
}: BlockProps<"finance-calculator"> & FinanceCalculatorData) {
  const [values, setValues] = useState(start);
  const [frequency, setFrequency] = useState<RepaymentFrequency>("weekly");
  const used = useRef(false);
  const headingId = useId();
  const frequencyId = useId();
  const firstUse = () => {
    if (used.current) return;
    used.current = true;
    onFirstUse();
  };
  const set = (key: keyof CalculatorValues) => (value: number) => {
    firstUse();
    setValues((current) => ({ ...current, [key]: value }));
  };
  const figures = repaymentFigures(values, frequency, fees, roundUpFees);
  const { suffix } = repaymentFrequencies[frequency];
  const stored = lender ? storedPayment(lender, frequency) : undefined;
  return (
    <section
      id={financeCalculatorAnchor}
      data-slot="finance-calculator"
      data-state={figures.totalText ? "result" : "enquire"}
      aria-labelledby={headingId}
      className="flex scroll-mt-4 flex-col gap-5 py-4"
    >
      <h2 id={headingId} className="font-heading font-semibold text-2xl">
        {title}
      </h2>
      {lender ? (
        <p data-slot="finance-calculator-lender" className="flex flex-wrap gap-x-2">
          <span>{lender.name ?? "Lender"} rate</span>
          <Rates advertised={lender.interestRate} comparison={lender.comparisonRate} />
          {stored !== undefined ? (
            <span>
              · estimate {formatMoney(stored)}/{suffix}
            </span>
          ) : null}
        </p>
      ) : null}
      {quote ? (
        <p data-slot="finance-calculator-quote" className="flex flex-wrap gap-x-2">
          <span>Quick quote {formatMoney(quote.weeklyRepaymentAmount)}/wk at</span>
          <Rates advertised={quote.advertisedRate} comparison={quote.comparisonRate} />
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <CalculatorField
          label="Purchase Price ($)"
          value={values.amount}
          slider={limits.amountSlider}
          read={typedAmount}
          onValue={set("amount")}
          valueText={formatMoney}
          help={amountHelpText(values.amount, limits.amount)}
        />
        <CalculatorField
          label="Deposit / Trade-in ($)"
          value={values.deposit}
          slider={depositRange}
          onValue={set("deposit")}
          valueText={formatMoney}
        />
        <CalculatorField
          label="Residual ($)"
          value={values.residual}
          slider={depositRange}
          onValue={set("residual")}
          valueText={formatMoney}
        />
        <CalculatorField
          label="Loan Term (years)"
          value={values.termYears}
          slider={limits.term}
          onValue={set("termYears")}
          valueText={yearsText}
        />
        <CalculatorField
          label="Interest Rate (%)"
          value={values.ratePercent}
          slider={limits.interest}
          onValue={set("ratePercent")}
          valueText={percentText}
        />
      </div>
      <div className="grid gap-2">
        <Label id={frequencyId}>Repayment frequency</Label>
        <RadioGroup
          aria-labelledby={frequencyId}
          value={frequency}
          onValueChange={(next) => {
            firstUse();
            setFrequency(next as RepaymentFrequency);
          }}
          className="flex flex-wrap gap-4"
        >
          {frequencies.map((option) => (
            <div key={option} className="flex items-center gap-2">
              <RadioGroupItem id={`${frequencyId}-${option}`} value={option} />
              <Label htmlFor={`${frequencyId}-${option}`}>{frequencyLabels[option]}</Label>
            </div>
          ))}
        </RadioGroup>
      </div>
      <output
        data-slot="finance-calculator-result"
        aria-live="polite"
        className="grid gap-2 rounded-lg border border-border bg-card p-4 text-card-foreground sm:grid-cols-2"
      >
        <span className="flex flex-col">
          <span className="text-muted-foreground text-sm">Repayments</span>
          <strong data-slot="finance-calculator-payment" className="font-semibold text-2xl">
            {figures.paymentText}
            {figures.suffix ? (
              <span className="font-normal text-base">/{figures.suffix}</span>
            ) : null}
          </strong>
        </span>
        <span className="flex flex-col">
          <span className="text-muted-foreground text-sm">Total Repayments</span>
          <strong data-slot="finance-calculator-total" className="font-semibold text-2xl">
            {figures.totalText}
          </strong>
        </span>
      </output>
      {feeList.length > 0 ? (
        <dl
          data-slot="finance-calculator-fees"
          className="grid grid-cols-[1fr_auto] gap-x-4 text-sm"
        >
          {feeList.map((fee) => (
            <div key={fee.label} className="contents">
              <dt>{fee.label}</dt>
              <dd className="text-right">{formatMoneyCents(fee.amount)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {comparisonRateRanges.map((range) => (
        <p key={`${range.min}-${range.max}`} className="text-sm">
          Comparison rates from {percentText(range.min)} to {percentText(range.max)} p.a.
        </p>
      ))}
      <FinanceDisclaimer text={disclaimer} toggle={disclaimerToggle} />
      <FinanceCallToActionButton
        action={callToAction}
        calculator={{ values, frequency, paymentText: figures.paymentText }}
        labels={{ getFinanceLabel, enquireLabel, formTitle, submitLabel }}
      />
    </section>
  );
}
