import type { CarType, VehicleRecord, VehicleStatus } from "@storefront/schemas";
import { Random } from "../random.ts";
import type { VehicleSpec } from "../specs/vehicle-spec.ts";
import type { ForcedTraits } from "../stock/edge-cases.ts";
import { financeLenders, youxQuote } from "./finance.ts";
import { choosePriceType, dealerRound, fairPrice } from "./pricing.ts";

export type PriceFields = Pick<
  VehicleRecord,
  | "price"
  | "price_type"
  | "before_price"
  | "offer_price"
  | "subscription_price"
  | "youxQuote"
  | "finance_lenders"
  | "autograb_data"
  | "weekly_price"
>;

export interface PriceFacts {
  spec: VehicleSpec;
  carType: CarType;
  status: VehicleStatus;
  year: number;
  km: number;
  ageYears: number;
  expectedKm: number;
  currentYear: number;
  certified: boolean;
}

/** A price of 10 or less shows "Enquire for price." */
export function isPriceShown(price: number): boolean {
  return price > 10;
}

function chooseNoPrice(forced: ForcedTraits, random: Random): number | null {
  if (forced.price !== undefined) return forced.price;
  if (!random.chance(0.012)) return null;
  return random.chance(0.75) ? 0 : random.int(1, 10);
}

/** Market prices as a valuation service reports them; some listings sit well under the average. */
function marketData(
  price: number,
  forced: ForcedTraits,
  random: Random,
): VehicleRecord["autograb_data"] {
  const below = forced.belowMarket ?? random.chance(0.25);
  const average = below
    ? price + random.int(55, 450) * 10
    : Math.round((price * random.between(0.94, 1)) / 10) * 10 + random.int(0, 49) * 10;
  return {
    state_average_market_price: Math.round((average * random.between(0.97, 1.03)) / 10) * 10,
    average_market_price: average,
    ...marketRange(price, average),
  };
}

/**
 * The valuation's range, confidence and words, drawn from their own seeded sequence so the draws
 * of every other field (and so the rest of the inventory) stay as they were. About one in seven
 * valuations is too unsure to show (confidence 0.2 or less).
 */
function marketRange(price: number, average: number) {
  const random = new Random(`market ${price} ${average}`);
  const compared = random.int(6, 60);
  return {
    market_range_min: Math.round((average * random.between(0.86, 0.95)) / 10) * 10,
    market_range_max: Math.round((average * random.between(1.06, 1.16)) / 10) * 10,
    confidence: random.chance(0.15)
      ? Math.round(random.between(0.05, 0.2) * 100) / 100
      : Math.round(random.between(0.45, 0.97) * 100) / 100,
    description: `Based on ${compared} similar vehicles sold in the last 90 days.`,
  };
}

export function priceFields(facts: PriceFacts, forced: ForcedTraits, random: Random): PriceFields {
  const { spec, carType, status } = facts;
  const { priceType, excludesGovernmentCharges } = choosePriceType(spec.itemType, carType, random);
  const noPrice = chooseNoPrice(forced, random);
  let price =
    noPrice ??
    dealerRound(
      fairPrice({ ...facts, excludesGovernmentCharges }, random) * (facts.certified ? 1.03 : 1),
      random,
    );
  if (noPrice === null && price <= 10) price = 990;
  const fields: PriceFields = { price, before_price: null, offer_price: null };
  if (!isPriceShown(price)) return { ...fields, youxQuote: null, weekly_price: null };
  fields.price_type = priceType;
  if (random.chance(0.09)) {
    const was = dealerRound(price * random.between(1.03, 1.09), random);
    fields.before_price = was > price ? was : price + 1000;
  }
  if (carType !== "used" && status !== "sold" && random.chance(0.05)) {
    const offer = dealerRound(price * random.between(0.95, 0.985), random);
    fields.offer_price = offer < price ? offer : price - 500;
  }
  if (spec.itemType === "car" && carType === "new" && random.chance(0.03)) {
    // Weekly subscription, all costs included.
    fields.subscription_price = Math.round((price * 0.0046) / 10) * 10 - 1;
  }
  // Sold stock shows a sold notice instead of finance, so it carries no lender figures.
  const lenders = status === "sold" ? {} : financeLenders(spec.make, price, facts.ageYears, random);
  const weekly = lenders.manual?.paymentWeek ?? Object.values(lenders)[0]?.paymentWeek ?? null;
  fields.weekly_price = weekly === null || weekly === undefined ? null : Math.round(weekly);
  if (Object.keys(lenders).length > 0) fields.finance_lenders = lenders;
  fields.youxQuote =
    status !== "sold" && random.chance(0.3) ? youxQuote(price, facts.ageYears, random) : null;
  if (
    spec.itemType === "car" &&
    carType === "used" &&
    (forced.belowMarket || random.chance(0.85))
  ) {
    fields.autograb_data = marketData(price, forced, random);
  }
  return fields;
}
