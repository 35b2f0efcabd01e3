/** How often a repayment falls due: the spec's three frequencies and their suffixes. */
export const repaymentFrequencies = {
  weekly: { name: "week", periodsPerYear: 52, suffix: "wk" },
  fortnightly: { name: "fortnight", periodsPerYear: 26, suffix: "fn" },
  monthly: { name: "month", periodsPerYear: 12, suffix: "mo" },
} as const;

export type RepaymentFrequency = keyof typeof repaymentFrequencies;

export type LoanInput = {
  /** Purchase price, dollars. */
  amount: number;
  termYears: number;
  /** Yearly interest rate, percent. */
  ratePercent: number;
  frequency: RepaymentFrequency;
  /** Subtracted from the amount borrowed. */
  deposit?: number;
  /** Balloon left owing at the end of the term. */
  residual?: number;
  /** Establishment fees, added to the amount borrowed. */
  fees?: number;
  /** One site rounds the fees up to whole dollars before adding them. */
  roundUpFees?: boolean;
};

/**
 * Standard amortisation: the amount with establishment fees added and the deposit subtracted,
 * repaid over `termYears` at the frequency, less the present value of any residual. The total
 * is, as the spec states it, periods per year times term times payment, plus fees.
 */
export function loanRepayment(input: LoanInput): { payment: number; total: number } {
  const fees = input.roundUpFees ? Math.ceil(input.fees ?? 0) : (input.fees ?? 0);
  const { periodsPerYear } = repaymentFrequencies[input.frequency];
  const principal = input.amount + fees - (input.deposit ?? 0);
  const periods = periodsPerYear * input.termYears;
  const rate = input.ratePercent / 100 / periodsPerYear;
  const residual = input.residual ?? 0;
  if (periods <= 0) return { payment: 0, total: fees };
  const payment =
    rate === 0
      ? (principal - residual) / periods
      : ((principal - residual / (1 + rate) ** periods) * rate) / (1 - (1 + rate) ** -periods);
  return { payment, total: periods * payment + fees };
}
