import { describe, expect, it } from "vitest";
import {
  gaugeFill,
  type MarketGaugeResponse,
  marketGaugeAnimationMs,
  marketGaugeResponse,
  visibleMarketGauge,
} from "./market-gauge.ts";

const good: MarketGaugeResponse = {
  fill: 40,
  listing_price: 24000,
  market_range_min: 20000,
  market_range_max: 30000,
  confidence: 0.8,
  description: "Compared with 31 similar cars sold in NSW.",
};

describe("market gauge response", () => {
  it("reads the record's market data and places the price in the range", () => {
    expect(
      marketGaugeResponse({
        price: 24000,
        autograb_data: {
          market_range_min: 20000,
          market_range_max: 30000,
          confidence: 0.8,
          description: "Compared with 31 similar cars sold in NSW.",
        },
      }),
    ).toEqual(good);
  });
  it("answers nulls for what the record lacks, and no listing price for a price of 10 or less", () => {
    expect(marketGaugeResponse({ price: 10, autograb_data: null })).toEqual({
      fill: null,
      listing_price: null,
      market_range_min: null,
      market_range_max: null,
      confidence: null,
      description: null,
    });
  });
  it("holds the fill to 0..100", () => {
    expect(gaugeFill(15000, 20000, 30000)).toBe(0);
    expect(gaugeFill(35000, 20000, 30000)).toBe(100);
    expect(gaugeFill(25000, 20000, 30000)).toBe(50);
  });
  it("animates for 2.5 seconds", () => {
    expect(marketGaugeAnimationMs).toBe(2500);
  });
});

describe("market gauge hide rules", () => {
  it("shows a gauge with every field, confidence over 0.2 and the maximum at or above the price", () => {
    expect(visibleMarketGauge(good)).toEqual({ shown: true, gauge: good });
    expect(visibleMarketGauge({ ...good, market_range_max: 24000 }).shown).toBe(true);
    expect(visibleMarketGauge({ ...good, confidence: 0.21 }).shown).toBe(true);
  });
  it.each([
    "fill",
    "listing_price",
    "market_range_min",
    "market_range_max",
    "confidence",
    "description",
  ] as const)("hides when %s is missing", (field) => {
    expect(visibleMarketGauge({ ...good, [field]: null }).shown).toBe(false);
    const { [field]: _, ...without } = good;
    expect(visibleMarketGauge(without).shown).toBe(false);
  });
  it("counts blank words and numbers that are not numbers as missing", () => {
    expect(visibleMarketGauge({ ...good, description: "  " }).shown).toBe(false);
    expect(visibleMarketGauge({ ...good, fill: Number.NaN }).shown).toBe(false);
  });
  it("hides at confidence 0.2 or less", () => {
    expect(visibleMarketGauge({ ...good, confidence: 0.2 }).shown).toBe(false);
    expect(visibleMarketGauge({ ...good, confidence: 0.05 }).shown).toBe(false);
  });
  it("hides when the market maximum is below the listing price", () => {
    expect(visibleMarketGauge({ ...good, market_range_max: 23999 })).toEqual({
      shown: false,
      reason: "the market maximum is below the listing price",
    });
  });
  it("hides without data", () => {
    expect(visibleMarketGauge(null).shown).toBe(false);
    expect(visibleMarketGauge(undefined).shown).toBe(false);
  });
});
