import { loanRepayment } from "./repayment.ts";

export type FinanceQuote = {
  weeklyRepaymentAmount: number;
  /** Yearly percent. */
  advertisedRate: number;
  /** Yearly percent: the rate that repays the price alone with the payment that also repays the fees. */
  comparisonRate: number;
};

type QuoteTerms = {
  purchasePrice: number;
  loanTerm: number;
  /** The site's advertised rate, percent. */
  ratePercent: number;
  /** Establishment fees added to the loan. */
  fees: number;
  roundUpFees?: boolean;
};

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * A quote from the site's own finance settings: the weekly repayment of the price and fees at
 * the advertised rate, and the comparison rate, which counts the fees as interest (the rate at
 * which the same weekly payment repays the price alone), found by bisection.
 */
export function quoteFromSettings(terms: QuoteTerms): FinanceQuote {
  const loan = {
    amount: terms.purchasePrice,
    termYears: terms.loanTerm,
    frequency: "weekly" as const,
    roundUpFees: terms.roundUpFees ?? false,
  };
  const { payment } = loanRepayment({ ...loan, ratePercent: terms.ratePercent, fees: terms.fees });
  let low = terms.ratePercent;
  let high = terms.ratePercent + 100;
  for (let step = 0; step < 60; step++) {
    const middle = (low + high) / 2;
    const paid = loanRepayment({ ...loan, ratePercent: middle, fees: 0 }).payment;
    if (paid < payment) low = middle;
    else high = middle;
  }
  return {
    weeklyRepaymentAmount: cents(payment),
    advertisedRate: terms.ratePercent,
    comparisonRate: Math.round(((low + high) / 2) * 100) / 100,
  };
}
