import { describe, expect, it } from "vitest";
import {
  type AdjustmentAnswers,
  comparableEstimate,
  type MarketRecord,
} from "./comparable-valuation.ts";

const allYes: AdjustmentAnswers = {
  service_history: true,
  working_components: true,
  two_key_sets: true,
  no_illegal_modifications: true,
  good_condition: true,
};
const car = { make: "Mazda", model: "CX-5", year: 2021, km: 50_000 };
const cx5 = (fields: Partial<MarketRecord>): MarketRecord => ({
  make: "Mazda",
  model: "CX-5",
  year: 2021,
  km: 50_000,
  price: 30_000,
  ...fields,
});

describe("the comparable-stock valuation", () => {
  it("gives the middle half of comparable prices at the dealer's share, rounded out to $100", () => {
    const stock = [cx5({ price: 28_000 }), cx5({ price: 30_000 }), cx5({ price: 32_000 })];
    // 25th and 75th percentiles 29,000 and 31,000 at 85%.
    expect(comparableEstimate(car, allYes, stock)).toEqual({
      status: "estimate",
      low: 24_600,
      high: 26_400,
      confidence: "low",
      comparables: 3,
    });
  });

  it("reads the market range before the listing price, and ignores other models, far years and no prices", () => {
    const stock = [
      cx5({ price: 99_000, autograb_data: { market_range_min: 28_000, market_range_max: 32_000 } }),
      cx5({ year: 2022, price: 30_000 / 0.92 }),
      cx5({ year: 2020, price: 30_000 / 1.08 }),
      cx5({ year: 2018, price: 10_000 }),
      cx5({ model: "CX-9", price: 60_000 }),
      cx5({ price: 0 }),
    ];
    // Three comparables, each worth 30,000 once moved to 2021.
    expect(comparableEstimate(car, allYes, stock)).toMatchObject({
      status: "estimate",
      low: 25_500,
      high: 25_500,
      comparables: 3,
    });
  });

  it("takes value off for more km and for each 'no' answer", () => {
    const stock = [cx5({}), cx5({}), cx5({}), cx5({})];
    const base = comparableEstimate(car, allYes, stock);
    const driven = comparableEstimate({ ...car, km: 90_000 }, allYes, stock);
    const noKeys = comparableEstimate(car, { ...allYes, two_key_sets: false }, stock);
    if (base.status !== "estimate" || driven.status !== "estimate" || noKeys.status !== "estimate")
      throw new Error("expected estimates");
    // 40,000 km more is 4% off; one key set 2% off.
    expect(driven.low).toBe(Math.floor((30_000 * 0.96 * 0.85) / 100) * 100);
    expect(noKeys.low).toBe(Math.floor((30_000 * 0.98 * 0.85) / 100) * 100);
    expect(base.confidence).toBe("medium");
  });

  it("declines to give a figure with fewer than 3 comparables", () => {
    expect(comparableEstimate(car, allYes, [cx5({}), cx5({ make: "MAZDA " })])).toEqual({
      status: "too-few-comparables",
      comparables: 2,
    });
  });

  it("is highly confident from 6 comparables", () => {
    const stock = Array.from({ length: 6 }, () => cx5({}));
    expect(comparableEstimate(car, allYes, stock)).toMatchObject({ confidence: "high" });
  });
});
