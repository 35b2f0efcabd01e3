import { describe, expect, it } from "vitest";
import { marketGaugeData } from "./market-gauge-data.ts";

const answer = {
  fill: 40,
  listing_price: 24000,
  market_range_min: 20000,
  market_range_max: 30000,
  confidence: 0.8,
  description: "Based on 12 similar vehicles sold in the last 90 days.",
};

describe("market gauge data", () => {
  it("shows the valuation that passes every hide rule", () => {
    expect(marketGaugeData({ status: "success", data: answer })).toEqual({
      gauge: answer,
      hiddenBecause: null,
    });
  });
  it("shows nothing, and says nothing, while loading", () => {
    expect(marketGaugeData({ status: "pending" })).toEqual({ gauge: null, hiddenBecause: null });
  });
  it("hides the gauge and says why for the console on failure, no data or a hide rule", () => {
    expect(marketGaugeData({ status: "error", error: new Error("500") })).toEqual({
      gauge: null,
      hiddenBecause: "the market gauge failed: Error: 500",
    });
    expect(marketGaugeData({ status: "success", data: { ...answer, confidence: 0.2 } })).toEqual({
      gauge: null,
      hiddenBecause: "the market gauge is hidden: confidence 0.2 is 0.2 or less",
    });
    expect(marketGaugeData({ status: "success", data: {} }).gauge).toBeNull();
  });
});
