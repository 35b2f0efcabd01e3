import {
  type FinanceLenderEntry,
  type FinanceProvider,
  financeProviders,
  type Quote,
} from "@storefront/schemas";
import type { Random } from "../random.ts";
import { round } from "../specs/vehicle-spec.ts";
import {
  estimateDepositShare,
  estimateTermYears,
  type LenderProfile,
  lenderProfiles,
} from "./finance-providers.ts";

/** Standard amortisation: the level payment that repays `principal` over the term. */
export function amortisedPayment(
  principal: number,
  ratePercent: number,
  periodsPerYear: number,
  years: number,
): number {
  const periods = periodsPerYear * years;
  const rate = ratePercent / 100 / periodsPerYear;
  if (rate === 0) return principal / periods;
  return (principal * rate) / (1 - (1 + rate) ** -periods);
}

const comparisonCache = new Map<string, number>();

/**
 * The comparison rate on the regulated example of a $30,000 secured loan over 5 years: the rate
 * whose plain repayment equals the real repayment with fees included.
 */
export function comparisonRate(
  ratePercent: number,
  establishmentFee: number,
  monthlyFee: number,
): number {
  const key = `${ratePercent}|${establishmentFee}|${monthlyFee}`;
  const known = comparisonCache.get(key);
  if (known !== undefined) return known;
  const loan = 30000;
  const actual = amortisedPayment(loan + establishmentFee, ratePercent, 12, 5) + monthlyFee;
  let low = ratePercent;
  let high = ratePercent + 25;
  for (let i = 0; i < 50; i++) {
    const middle = (low + high) / 2;
    if (amortisedPayment(loan, middle, 12, 5) < actual) low = middle;
    else high = middle;
  }
  const result = round((low + high) / 2, 2);
  comparisonCache.set(key, result);
  return result;
}

/** A rate in the lender's range: cheaper for new vehicles, dearer for old ones, ending in 9. */
function lenderRate(profile: LenderProfile, ageYears: number, random: Random): number {
  const [min, max] = profile.rates;
  const position = Math.min(1, ageYears / 12) * 0.6 + random.next() * 0.4;
  const raw = min + (max - min) * position;
  return round(Math.max(min, Math.round(raw * 10) / 10 - 0.01), 2);
}

const disclaimers = new Map<LenderProfile, string>();

/** The lender's fixed wording, one string shared by every vehicle; the figures are in the entry. */
function disclaimer(profile: LenderProfile): string {
  let text = disclaimers.get(profile);
  if (text === undefined) {
    text =
      `${profile.displayName} estimate: ${estimateTermYears} years, 10% deposit. Indicative only, ` +
      "not a binding quote. Approved applicants only; fees and charges apply.";
    disclaimers.set(profile, text);
  }
  return text;
}

function lenderEntry(
  provider: FinanceProvider,
  price: number,
  ageYears: number,
  random: Random,
): FinanceLenderEntry {
  const profile = lenderProfiles[provider];
  const rate = lenderRate(profile, ageYears, random);
  const comparison = comparisonRate(rate, profile.establishmentFee, profile.monthlyFee);
  const deposit = Math.round((price * estimateDepositShare) / 100) * 100;
  const financed = price - deposit + profile.establishmentFee;
  const weeklyRaw =
    amortisedPayment(financed, rate, 52, estimateTermYears) + (profile.monthlyFee * 12) / 52;
  const monthly = amortisedPayment(financed, rate, 12, estimateTermYears) + profile.monthlyFee;
  const entry: FinanceLenderEntry = {
    interestRate: rate,
    comparisonRate: comparison,
    paymentWeek: round(weeklyRaw, 2),
    paymentMonth: round(monthly, 2),
    deposit,
    termYears: estimateTermYears,
    termMonths: estimateTermYears * 12,
    termWeeks: estimateTermYears * 52,
    balloon: 0,
    establishmentFees: profile.establishmentFee,
    totalPayable: round(monthly * estimateTermYears * 12, 2),
    disclaimer: disclaimer(profile),
    financeProvider: profile.displayName,
    rawPayment: round(weeklyRaw, 2),
  };
  if (profile.comparisonRateRanges) entry.comparisonRateRanges = profile.comparisonRateRanges;
  return entry;
}

/** Lender figures for a few providers, keyed by provider; always the dealer's own ("manual") first. */
export function financeLenders(
  make: string,
  price: number,
  ageYears: number,
  random: Random,
): Record<string, FinanceLenderEntry> {
  const lenders: Record<string, FinanceLenderEntry> = {};
  for (const provider of financeProviders) {
    const profile = lenderProfiles[provider];
    if (profile.makes && !profile.makes.includes(make)) continue;
    if (random.chance(profile.share))
      lenders[provider] = lenderEntry(provider, price, ageYears, random);
  }
  return lenders;
}

/** A YouX deposit quote on the full price over 5 years, as its quote call returns. */
export function youxQuote(price: number, ageYears: number, random: Random): Quote {
  const profile = lenderProfiles.youx;
  const rate = lenderRate(profile, ageYears, random);
  return {
    weeklyRepaymentAmount: round(amortisedPayment(price, rate, 52, estimateTermYears), 2),
    advertisedRate: rate,
    comparisonRate: comparisonRate(rate, profile.establishmentFee, profile.monthlyFee),
  };
}
