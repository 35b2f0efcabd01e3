import { describe, expect, it } from "vitest";
import { onlineEstimateRule } from "./online-rule.ts";

const today = new Date("2026-11-26T10:00:00Z");

describe("the trade-in online rule", () => {
  it("values a car of 7 years and 100,000 km, the limits themselves", () => {
    expect(onlineEstimateRule({ year: 2019, km: 100_000 }, today)).toEqual({ estimate: true });
    expect(onlineEstimateRule({ year: 2026, km: 0 }, today)).toEqual({ estimate: true });
  });

  it("gives no estimate for a car over 7 years old", () => {
    expect(onlineEstimateRule({ year: 2018, km: 40_000 }, today)).toEqual({
      estimate: false,
      reasons: ["age"],
    });
  });

  it("gives no estimate over 100,000 km, and names both reasons when both hold", () => {
    expect(onlineEstimateRule({ year: 2022, km: 100_001 }, today)).toEqual({
      estimate: false,
      reasons: ["odometer"],
    });
    expect(onlineEstimateRule({ year: 2010, km: 250_000 }, today)).toEqual({
      estimate: false,
      reasons: ["age", "odometer"],
    });
  });
});
