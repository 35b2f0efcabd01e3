import { monthlyFromWeekly } from "@storefront/rules/finance/finance-enquiry";
import { formatMoneyCents } from "@storefront/rules/formatting/format";
import type { QuoteState } from "./use-finance-quote.ts";

const percent = (rate: number) => `${rate.toFixed(2)}% p.a.`;

/** The estimate for the loan as set: weekly, monthly (weekly times 4.33) and both rates. */
export function FinanceQuote({ state }: { state: QuoteState }) {
  return (
    <div
      data-slot="finance-quote"
      data-state={state.status}
      aria-live="polite"
      aria-busy={state.status === "loading"}
      className="rounded-md bg-muted p-4 empty:hidden"
    >
      {state.status === "ready" ? (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Weekly repayment</dt>
          <dd data-slot="finance-quote-weekly" className="font-semibold text-lg">
            {formatMoneyCents(state.quote.weeklyRepaymentAmount)}
          </dd>
          <dt className="text-muted-foreground">Monthly repayment</dt>
          <dd data-slot="finance-quote-monthly" className="font-semibold">
            {formatMoneyCents(monthlyFromWeekly(state.quote.weeklyRepaymentAmount))}
          </dd>
          <dt className="text-muted-foreground">Advertised rate</dt>
          <dd>{percent(state.quote.advertisedRate)}</dd>
          <dt className="text-muted-foreground">Comparison rate*</dt>
          <dd>{percent(state.quote.comparisonRate)}</dd>
        </dl>
      ) : state.status === "loading" ? (
        <p className="text-muted-foreground text-sm">Getting your estimate…</p>
      ) : null}
    </div>
  );
}
