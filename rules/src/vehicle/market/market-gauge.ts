import { hasPrice } from "../../pricing/price.ts";

/** The gauge's fill takes this long to reach its place. */
export const marketGaugeAnimationMs = 2500;

/** At this confidence or less the valuation is too unsure to show. */
const marketGaugeMinConfidence = 0.2;

/** The answer of `GET {car path}/autogauge`; a field the valuation lacks is null. */
export type MarketGaugeResponse = {
  /** Where the listing price sits in the market range, 0 (its minimum) to 100 (its maximum). */
  fill: number | null;
  listing_price: number | null;
  market_range_min: number | null;
  market_range_max: number | null;
  confidence: number | null;
  description: string | null;
};

/** A gauge that passed every hide rule: all of its fields are there. */
export type MarketGauge = { [K in keyof MarketGaugeResponse]: NonNullable<MarketGaugeResponse[K]> };

type MarketRecord = {
  price: number;
  autograb_data?:
    | {
        market_range_min?: number | null | undefined;
        market_range_max?: number | null | undefined;
        confidence?: number | null | undefined;
        description?: string | null | undefined;
      }
    | null
    | undefined;
};

/** Where a price sits in a range, as a percentage held to 0..100. */
export function gaugeFill(price: number, min: number, max: number): number {
  if (max <= min) return price >= max ? 100 : 0;
  const percent = ((price - min) / (max - min)) * 100;
  return Math.round(Math.min(100, Math.max(0, percent)) * 10) / 10;
}

/** The gauge's answer for a vehicle record, from its market data. */
export function marketGaugeResponse(vehicle: MarketRecord): MarketGaugeResponse {
  const market = vehicle.autograb_data ?? {};
  const listing = hasPrice(vehicle.price) ? vehicle.price : null;
  const min = market.market_range_min ?? null;
  const max = market.market_range_max ?? null;
  return {
    fill: listing !== null && min !== null && max !== null ? gaugeFill(listing, min, max) : null,
    listing_price: listing,
    market_range_min: min,
    market_range_max: max,
    confidence: market.confidence ?? null,
    description: market.description?.trim() || null,
  };
}

/** A field is missing when absent, null, not a finite number, or blank words. */
const isPresent = <T>(value: T | null | undefined): value is T =>
  value !== null &&
  value !== undefined &&
  (typeof value !== "number" || Number.isFinite(value)) &&
  (typeof value !== "string" || value.trim() !== "");

/**
 * The gauge to show, or why it is hidden: any field missing, confidence of 0.2 or less, or a
 * market maximum below the listing price.
 */
export function visibleMarketGauge(
  response: Partial<MarketGaugeResponse> | null | undefined,
): { shown: true; gauge: MarketGauge } | { shown: false; reason: string } {
  if (!response) return { shown: false, reason: "no market data" };
  const fields = [
    "fill",
    "listing_price",
    "market_range_min",
    "market_range_max",
    "confidence",
    "description",
  ] as const;
  const missing = fields.filter((field) => !isPresent(response[field]));
  if (missing.length) return { shown: false, reason: `missing ${missing.join(", ")}` };
  const gauge = response as MarketGauge;
  if (gauge.confidence <= marketGaugeMinConfidence)
    return { shown: false, reason: `confidence ${gauge.confidence} is 0.2 or less` };
  if (gauge.market_range_max < gauge.listing_price)
    return { shown: false, reason: "the market maximum is below the listing price" };
  return { shown: true, gauge };
}
