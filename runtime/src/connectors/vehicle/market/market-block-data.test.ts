import { describe, expect, it } from "vitest";
import { testHilux } from "../../../testing/test-hilux.ts";
import { marketIndicatorData } from "./market-block-data.ts";

describe("market indicator data", () => {
  const car = (price: number, average: number) =>
    testHilux({ price, autograb_data: { average_market_price: average } });
  it("gives the amount under the average when it is more than $499", () => {
    expect(marketIndicatorData(car(20000, 21000))).toEqual({ underMarket: 1000 });
    expect(marketIndicatorData(car(20000, 20499))).toEqual({ underMarket: null });
  });
});
