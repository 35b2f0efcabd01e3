import { describe, expect, it } from "vitest";
import { generateInventory } from "../generate.ts";

const now = new Date("2026-03-15T00:00:00Z");

describe("market valuations", () => {
  const valued = generateInventory({ count: 2000, seed: 4, now }).filter(
    (vehicle) => vehicle.autograb_data,
  );

  it("give a range around the average, a confidence and words for the gauge", () => {
    expect(valued.length).toBeGreaterThan(100);
    for (const { autograb_data: market } of valued) {
      const average = market?.average_market_price ?? 0;
      expect(market?.market_range_min).toBeLessThan(average);
      expect(market?.market_range_max).toBeGreaterThan(average);
      expect(market?.confidence).toBeGreaterThanOrEqual(0);
      expect(market?.confidence).toBeLessThanOrEqual(1);
      expect(market?.description).toMatch(/^Based on \d+ similar vehicles/);
    }
  });

  it("are sometimes too unsure to show (confidence 0.2 or less), mostly not", () => {
    const unsure = valued.filter((vehicle) => (vehicle.autograb_data?.confidence ?? 1) <= 0.2);
    expect(unsure.length).toBeGreaterThan(0);
    expect(unsure.length / valued.length).toBeLessThan(0.3);
  });

  it("are the same for the same seed", () => {
    const again = generateInventory({ count: 2000, seed: 4, now }).filter(
      (vehicle) => vehicle.autograb_data,
    );
    expect(again.map((vehicle) => vehicle.autograb_data)).toEqual(
      valued.map((vehicle) => vehicle.autograb_data),
    );
  });
});
