import {
  clampToRange,
  establishmentFee,
  percentText,
  repaymentFigures,
  startingValues,
} from "@storefront/rules/finance/calculator";
import { eligibleLenderEntry } from "@storefront/rules/finance/eligibility";
import { formatMoney } from "@storefront/rules/formatting/format";
import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";
import type { CheckoutFinance } from "@storefront/schemas/shopper/checkout";
import type { FieldProblem } from "../leads/request-problems.ts";

/** The finance a reservation keeps: the shopper's structure and the weekly figure it gives. */
export type ReservationFinance = CheckoutFinance & {
  amount: number;
  rate_percent: number;
  /** The weekly repayment as the calculator shows it: `$147`, or 'Enquire for Finance'. */
  weekly_repayment: string;
};

/**
 * The finance structure on this site and car, with the weekly repayment the vehicle page
 * calculator shows for it (the car's price or its starting amount, the site's rate and fees); a
 * problem naming `finance.term_years` when the term is outside the site's calculator limits.
 */
export function checkoutFinanceOf(
  finance: CheckoutFinance,
  site: SiteDefinition,
  car: VehicleRecord,
  now: Date,
): ReservationFinance | FieldProblem {
  const { term } = site.finance.calculator;
  if (clampToRange(finance.term_years, term) !== finance.term_years)
    return {
      path: "finance.term_years",
      message: `Cannot be less than ${term.min} or more than ${term.max}`,
    };
  const start = checkoutFinanceStart(site, car, now);
  const values = {
    amount: start.amount,
    deposit: finance.deposit,
    residual: finance.balloon,
    termYears: finance.term_years,
    ratePercent: start.rate_percent,
  };
  const figures = repaymentFigures(values, "weekly", start.fees, start.round_up_fees);
  return {
    ...finance,
    amount: start.amount,
    rate_percent: start.rate_percent,
    weekly_repayment: figures.paymentText,
  };
}

/** The dealer's line for the finance wanted, as the ADF comments and the message carry it. */
export function financeLine(finance: ReservationFinance): string {
  const years = `${finance.term_years} ${finance.term_years === 1 ? "year" : "years"}`;
  const weekly = finance.weekly_repayment.startsWith("$")
    ? `${finance.weekly_repayment} a week at ${percentText(finance.rate_percent)} p.a. on ${formatMoney(finance.amount)} (indicative)`
    : finance.weekly_repayment;
  return `Finance wanted: deposit ${formatMoney(finance.deposit)}, balloon ${formatMoney(finance.balloon)}, ${years}; ${weekly}.`;
}

/**
 * What the checkout's finance step starts from on this site and car, as the vehicle page
 * calculator does: the deposit, balloon and term from the car's lender entry (else 0, 0 and the
 * site's term), the amount and rate the repayment is worked out on, the fees, the term limits.
 */
export function checkoutFinanceStart(site: SiteDefinition, car: VehicleRecord, now: Date) {
  const { calculator } = site.finance;
  const entry = eligibleLenderEntry(car, site.finance, now, site.timeZone);
  const start = startingValues(car, entry, calculator);
  return {
    deposit: start.deposit,
    balloon: start.residual,
    term_years: start.termYears,
    amount: start.amount,
    rate_percent: start.ratePercent,
    fees: establishmentFee(entry, calculator),
    round_up_fees: calculator.roundUpFees,
    term: calculator.term,
  };
}
