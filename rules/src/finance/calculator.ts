import type { FinanceLenderEntry, SiteDefinition, VehicleRecord } from "@storefront/schemas";
import { calculatorDepositLimits } from "@storefront/schemas/site/finance-settings";
import { formatMoney } from "../formatting/format.ts";
import { hasPrice } from "../pricing/price.ts";
import { storedWeeklyPayment } from "./eligibility.ts";
import { loanRepayment, type RepaymentFrequency, repaymentFrequencies } from "./repayment.ts";

type FinanceSettings = SiteDefinition["finance"];
type CalculatorSettings = FinanceSettings["calculator"];

export type NumberRange = { min: number; max: number; step: number };

/** What the shopper sets: purchase price, deposit (trade-in), residual, term and interest. */
export type CalculatorValues = {
  amount: number;
  deposit: number;
  residual: number;
  termYears: number;
  ratePercent: number;
};

/** The payment shown when the computed repayment is 25 or less; the total is then blank. */
const enquireForFinance = "Enquire for Finance";
/** The disclaimer's length before 'Show More'. */
const disclaimerPreviewLength = 197;
/** The amount a car without a price (10 or less: the spec's no price) starts from. */
const amountWithoutPrice = 30000;
/** Angle and one site start the purchase price at 5000. */
const angleMinimumAmount = 5000;
const angleInterest = { min: 7.5, max: 14.5 };
/** Deposit and residual limits. */
export const depositRange: NumberRange = { ...calculatorDepositLimits, step: 0.5 };

const present = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined;

/** The loan term the lender entry states, in years (from years, months or weeks). */
function lenderTermYears(entry: FinanceLenderEntry | undefined): number | undefined {
  if (!entry) return undefined;
  if (present(entry.termYears)) return entry.termYears;
  if (present(entry.termMonths)) return entry.termMonths / 12;
  if (present(entry.termWeeks)) return entry.termWeeks / 52;
  return undefined;
}

/** Clamps to the range's ends. */
export const clampToRange = (value: number, { min, max }: { min: number; max: number }) =>
  Math.min(max, Math.max(min, value));

/**
 * Where the calculator starts: the car's price (30000 for a car without one, or always 30000
 * on a site whose slider does not start at the price), the lender entry's term (else the site's
 * vehicle-page term), the site's default rate, and the entry's deposit and balloon (else 0).
 */
export function startingValues(
  vehicle: Pick<VehicleRecord, "price">,
  entry: FinanceLenderEntry | undefined,
  calculator: CalculatorSettings,
): CalculatorValues {
  const amount =
    hasPrice(vehicle.price) && calculator.vehicleAmount.startAtPrice
      ? vehicle.price
      : amountWithoutPrice;
  return {
    amount,
    deposit: Math.max(0, entry?.deposit ?? 0),
    residual: Math.max(0, entry?.balloon ?? 0),
    termYears: clampToRange(
      lenderTermYears(entry) ?? calculator.vehicleTermDefault,
      calculator.term,
    ),
    ratePercent: calculator.defaultRate,
  };
}

/** The purchase price's limits: the site's (min 5000 for Angle). */
export function amountRange(
  finance: Pick<FinanceSettings, "provider" | "calculator">,
): NumberRange {
  const { amount } = finance.calculator;
  const min = finance.provider === "angle" ? Math.max(angleMinimumAmount, amount.min) : amount.min;
  return { ...amount, min };
}

/**
 * The vehicle page's purchase price slider: the site's limits (min 5000 for Angle), its maximum
 * 1.05 times a price above it on sites that scale it, in steps of 500 by default.
 */
export function vehicleAmountSlider(
  price: number,
  finance: Pick<FinanceSettings, "provider" | "calculator">,
): NumberRange {
  const { min, max, step, scaleAbovePrice } = finance.calculator.vehicleAmount;
  return {
    min: finance.provider === "angle" ? Math.max(angleMinimumAmount, min) : min,
    max: scaleAbovePrice && price > max ? Math.ceil(price * 1.05) : max,
    step,
  };
}

/** Interest limits: Angle's 7.5 to 14.5, else the site's (0.5 to 15 by default). */
export function interestRange(
  finance: Pick<FinanceSettings, "provider" | "calculator">,
): NumberRange {
  const { interest } = finance.calculator;
  return finance.provider === "angle" ? { ...interest, ...angleInterest } : interest;
}

/** The help text under the purchase price, at or beyond either limit. */
export function amountHelpText(amount: number, range: { min: number; max: number }) {
  return amount <= range.min || amount >= range.max
    ? `Cannot be less than ${range.min} or more than ${range.max}`
    : undefined;
}

/** Typed text stripped to digits, dot and minus. */
export const numberText = (text: string) => text.replace(/[^\d.-]/g, "");

/** A typed number; what does not read as one is 0. */
function readNumber(text: string): number {
  const value = Number.parseFloat(numberText(text));
  return Number.isFinite(value) ? value : 0;
}

/** A typed purchase price: 0 or less becomes 0; the help text covers the rest. */
export const typedAmount = (text: string) => Math.max(0, readNumber(text));

/** Any other typed input: clamped to its limits. */
export const typedWithin = (text: string, range: { min: number; max: number }) =>
  clampToRange(readNumber(text), range);

/**
 * Establishment fees added to the loan: the lender entry's, else the named lender's (1360.5),
 * else the site's fee, else 0.
 */
export function establishmentFee(
  entry: FinanceLenderEntry | undefined,
  calculator: Pick<CalculatorSettings, "establishmentFee" | "namedLenderFee">,
): number {
  if (present(entry?.establishmentFees)) return entry.establishmentFees;
  const { lender, fee } = calculator.namedLenderFee;
  if (lender && entry?.financeProvider?.toLowerCase() === lender.toLowerCase()) return fee;
  return calculator.establishmentFee ?? 0;
}

export type RepaymentFigures = {
  /** The computed payment a period. */
  payment: number;
  /** `$147`, or 'Enquire for Finance' for a payment of 25 or less. */
  paymentText: string;
  /** `wk`, `fn` or `mo`; blank with 'Enquire for Finance'. */
  suffix: string;
  /** The total repayments, blank with 'Enquire for Finance'. */
  totalText: string;
};

/** The result for the values at a frequency, with fees added (rounded up on one site). */
export function repaymentFigures(
  values: CalculatorValues,
  frequency: RepaymentFrequency,
  fees: number,
  roundUpFees: boolean,
): RepaymentFigures {
  const { payment, total } = loanRepayment({ ...values, frequency, fees, roundUpFees });
  if (!(payment > 25))
    return { payment, paymentText: enquireForFinance, suffix: "", totalText: "" };
  return {
    payment,
    paymentText: formatMoney(payment),
    suffix: repaymentFrequencies[frequency].suffix,
    totalText: formatMoney(total),
  };
}

/**
 * The lender entry's stored payment at a frequency: weekly as stored (else monthly times 12
 * over 52); fortnightly 2 times weekly, or 12 times monthly over 26; monthly as stored (else
 * weekly times 4.33).
 */
export function storedPayment(
  entry: Pick<FinanceLenderEntry, "paymentWeek" | "paymentMonth">,
  frequency: RepaymentFrequency,
): number | undefined {
  const { paymentWeek: week, paymentMonth: month } = entry;
  if (frequency === "weekly") return storedWeeklyPayment(entry);
  if (frequency === "fortnightly")
    return present(week) ? week * 2 : present(month) ? (month * 12) / 26 : undefined;
  return present(month) ? month : present(week) ? week * 4.33 : undefined;
}

/** The disclaimer's first 197 characters, or undefined when it is no longer than that. */
export function disclaimerPreview(text: string): string | undefined {
  return text.length > disclaimerPreviewLength
    ? `${text.slice(0, disclaimerPreviewLength).trimEnd()}...`
    : undefined;
}

/** `8.22%`: a rate to at most two decimals. */
export const percentText = (rate: number) => `${Number(rate.toFixed(2))}%`;

/** A lead's loan term: whole years from 1 to 7. */
export const enquiryTermYears = (termYears: number) =>
  Math.min(7, Math.max(1, Math.round(termYears)));
