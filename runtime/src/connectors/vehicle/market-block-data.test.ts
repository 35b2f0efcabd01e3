import { vehicleRecord } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { marketIndicatorData } from "./market-block-data.ts";

describe("market indicator data", () => {
  const car = (price: number, average: number) =>
    vehicleRecord.parse({
      id: 1,
      slug: "2021-toyota-hilux-sr5-u1",
      make: "Toyota",
      model: "HiLux",
      year: 2021,
      car_type: "used",
      status: "in_stock",
      created_at: "2026-01-01T00:00:00Z",
      stocknum: "U1",
      km: 48200,
      price,
      autograb_data: { average_market_price: average },
    });
  it("gives the amount under the average when it is more than $499", () => {
    expect(marketIndicatorData(car(20000, 21000))).toEqual({ underMarket: 1000 });
    expect(marketIndicatorData(car(20000, 20499))).toEqual({ underMarket: null });
  });
});
