/** The finance journey's numbers, as the specification gives them. */
export const financeJourney = {
  amount: { min: 10_000, max: 200_000, default: 30_000 },
  term: { min: 1, max: 7, step: 1, default: 5 },
  quoteDebounceMs: 500,
  otpTimeoutMs: 15_000,
  codeLength: 6,
  featuredCars: 6,
  /** Weeks in a month, for the monthly figure shown beside the weekly one. */
  weeksPerMonth: 4.33,
} as const;

export const creditScores = ["GREAT", "DECENT", "POOR"] as const;
export type CreditScore = (typeof creditScores)[number];
export const defaultCreditScore: CreditScore = "GREAT";

export const creditScoreLabels: Record<CreditScore, string> = {
  GREAT: "Great",
  DECENT: "Decent",
  POOR: "Poor",
};

/** Only the digits of what was typed: what the purchase price shows while it has focus. */
export const priceDigits = (typed: string): string => typed.replace(/\D/g, "");

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The purchase price applied when the field loses focus: its digits, clamped to 10,000 to
 * 200,000; nothing typed keeps the default of 30,000.
 */
export function purchasePrice(typed: string): number {
  const digits = priceDigits(typed);
  if (digits === "") return financeJourney.amount.default;
  const { min, max } = financeJourney.amount;
  return clamp(Number(digits), min, max);
}

/** A loan term in whole years from 1 to 7; anything else becomes the nearest, 5 when unreadable. */
export function loanTerm(value: number): number {
  if (!Number.isFinite(value)) return financeJourney.term.default;
  const { min, max } = financeJourney.term;
  return clamp(Math.round(value), min, max);
}

const quickPriceVariants = {
  standard: [5_000, 10_000, 20_000, 30_000, 40_000, 50_000, 70_000],
  premium: [300_000, 400_000, 500_000, 600_000, 700_000, 800_000],
} as const;
export type QuickPriceVariant = keyof typeof quickPriceVariants;

/**
 * The purchase prices offered as one-press choices: $5,000 to $70,000, or $300,000 to $800,000
 * on the sites that sell dearer stock. A choice sets the price as it is; the clamp applies to
 * typed prices ("on entry").
 */
export const quickPriceOptions = (variant: QuickPriceVariant): readonly number[] =>
  quickPriceVariants[variant];

/** The car a finance link names: `car_id` with any trailing '?' (a link's stray query mark) cut. */
export function financeCarId(raw: string | null | undefined): string | undefined {
  const id = raw?.trim().replace(/\?+$/, "").trim();
  return id ? id : undefined;
}

/** The monthly repayment shown beside the weekly one: weekly times 4.33. */
export const monthlyFromWeekly = (weekly: number): number => weekly * financeJourney.weeksPerMonth;

type FeaturedCandidate = {
  status?: string | null | undefined;
  photos_count?: number | null | undefined;
  car_type?: string | null | undefined;
};

/** A car the finance landing may feature: in stock, more than one photo, used. */
export const isFeaturedFinanceCar = (car: FeaturedCandidate): boolean =>
  car.status === "in_stock" && (car.photos_count ?? 0) > 1 && car.car_type === "used";

/** The same rule as a search filter, so the engine returns only such cars. */
export const featuredFinanceCarFilters = "status:in_stock AND photos_count > 1 AND car_type:used";

/** The finance page's postcode is asked for only where the site's setting says so. */
export const asksFinancePostcode = (forms: { financePostcode: boolean }): boolean =>
  forms.financePostcode;
