import { hasPrice } from "../pricing/price.ts";

/** Stock of the same make and model within this many years of the car counts as comparable. */
const comparableYearTolerance = 1;
/** Fewer comparable cars than this and no figure is given. */
const minimumComparables = 3;
/** Each 10,000 km more than a comparable car takes this share off its value (and fewer adds it). */
const sharePer10000Km = 0.01;
/** The odometer moves a comparable's value by at most this share either way. */
const maxKmShare = 0.2;
/** Each model year newer than a comparable adds this share to its value (older takes it off). */
const sharePerYear = 0.08;
/** A dealer pays this share of the market's retail value, before reconditioning. */
const tradeShareOfRetail = 0.85;

/** The FAQ's adjustment questions, answered yes (true) or no, and what a "no" takes off. */
const adjustmentDeductions = {
  service_history: 0.05,
  working_components: 0.1,
  two_key_sets: 0.02,
  no_illegal_modifications: 0.15,
  good_condition: 0.1,
} as const;
export type AdjustmentAnswers = Record<keyof typeof adjustmentDeductions, boolean>;

export type ValuedCar = { make: string; model: string; year: number; km: number };

/** A stock record as the valuation reads it: its listing price and the market's range. */
export type MarketRecord = {
  make: string;
  model: string;
  year: number;
  km?: number | null | undefined;
  price: number;
  autograb_data?:
    | {
        market_range_min?: number | null | undefined;
        market_range_max?: number | null | undefined;
      }
    | null
    | undefined;
};

type Confidence = "low" | "medium" | "high";

export type ComparableEstimate =
  | { status: "estimate"; low: number; high: number; confidence: Confidence; comparables: number }
  | { status: "too-few-comparables"; comparables: number };

const same = (left: string, right: string) =>
  left.trim().toLowerCase() === right.trim().toLowerCase();

/** The market's value of a record: the middle of its market range, else its listing price. */
function marketValue(record: MarketRecord): number | undefined {
  const min = record.autograb_data?.market_range_min;
  const max = record.autograb_data?.market_range_max;
  if (typeof min === "number" && typeof max === "number" && min > 0 && max >= min)
    return (min + max) / 2;
  return hasPrice(record.price) ? record.price : undefined;
}

/** A comparable's value moved to the shopper's car's year and odometer. */
function adjustedValue(value: number, record: MarketRecord, car: ValuedCar): number {
  const kmShare = ((car.km - (record.km ?? car.km)) / 10_000) * sharePer10000Km;
  const byKm = 1 - Math.min(maxKmShare, Math.max(-maxKmShare, kmShare));
  const byYear = 1 + (car.year - record.year) * sharePerYear;
  return value * byKm * byYear;
}

/** The value at `fraction` (0..1) through sorted values, between neighbours. */
function percentile(sorted: number[], fraction: number): number {
  const at = (sorted.length - 1) * fraction;
  const below = sorted[Math.floor(at)] ?? 0;
  const above = sorted[Math.ceil(at)] ?? below;
  return below + (above - below) * (at - Math.floor(at));
}

const confidenceOf = (count: number): Confidence =>
  count >= 6 ? "high" : count >= 4 ? "medium" : "low";

/** What the "no" answers take off, as a share of the value. */
function adjustmentShare(answers: AdjustmentAnswers): number {
  return (Object.keys(adjustmentDeductions) as (keyof AdjustmentAnswers)[])
    .filter((question) => !answers[question])
    .reduce((share, question) => share + adjustmentDeductions[question], 0);
}

/**
 * An indicative trade-in range from the market data of comparable stock (same make and model,
 * year within the tolerance): each comparable's market value moved to the car's year and
 * odometer, the middle half of those values taken at the dealer's share of retail, less what
 * the adjustment answers take off; rounded out to $100. Fewer than 3 comparables give no figure.
 */
export function comparableEstimate(
  car: ValuedCar,
  answers: AdjustmentAnswers,
  stock: Iterable<MarketRecord>,
): ComparableEstimate {
  const values: number[] = [];
  for (const record of stock) {
    if (!same(record.make, car.make) || !same(record.model, car.model)) continue;
    if (Math.abs(record.year - car.year) > comparableYearTolerance) continue;
    const value = marketValue(record);
    if (value !== undefined) values.push(adjustedValue(value, record, car));
  }
  if (values.length < minimumComparables)
    return { status: "too-few-comparables", comparables: values.length };
  values.sort((left, right) => left - right);
  const share = tradeShareOfRetail * (1 - adjustmentShare(answers));
  return {
    status: "estimate",
    low: Math.floor((percentile(values, 0.25) * share) / 100) * 100,
    high: Math.ceil((percentile(values, 0.75) * share) / 100) * 100,
    confidence: confidenceOf(values.length),
    comparables: values.length,
  };
}
