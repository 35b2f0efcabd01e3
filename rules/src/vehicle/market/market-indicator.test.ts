import { describe, expect, it } from "vitest";
import { amountUnderMarket } from "./market-indicator.ts";

const market = (average: number | null) => ({ average_market_price: average });

describe("market indicator", () => {
  it("shows when the price is more than $499 under the average market price", () => {
    expect(amountUnderMarket({ price: 20000, autograb_data: market(20500) })).toBe(500);
    expect(amountUnderMarket({ price: 20000, autograb_data: market(24000) })).toBe(4000);
  });
  it("hides at $499 under or less", () => {
    expect(amountUnderMarket({ price: 20000, autograb_data: market(20499) })).toBeNull();
    expect(amountUnderMarket({ price: 20000, autograb_data: market(19000) })).toBeNull();
  });
  it("hides without an average or without a price", () => {
    expect(amountUnderMarket({ price: 20000 })).toBeNull();
    expect(amountUnderMarket({ price: 20000, autograb_data: market(null) })).toBeNull();
    expect(amountUnderMarket({ price: 0, autograb_data: market(20000) })).toBeNull();
  });
});
