import { describe, expect, it } from "vitest";
import {
  financeCarId,
  isFeaturedFinanceCar,
  loanTerm,
  monthlyFromWeekly,
  priceDigits,
  purchasePrice,
  quickPriceOptions,
} from "./finance-enquiry.ts";

describe("purchase price", () => {
  it("keeps only digits while typed", () => {
    expect(priceDigits("$45,5a00")).toBe("45500");
    expect(priceDigits("abc")).toBe("");
  });

  it("is clamped to 10,000 to 200,000 when applied, 30,000 when nothing is typed", () => {
    expect(purchasePrice("4500")).toBe(10_000);
    expect(purchasePrice("$45,000")).toBe(45_000);
    expect(purchasePrice("250000")).toBe(200_000);
    expect(purchasePrice("")).toBe(30_000);
    expect(purchasePrice("abc")).toBe(30_000);
  });
});

describe("loan term", () => {
  it("is a whole number of years from 1 to 7", () => {
    expect(loanTerm(0)).toBe(1);
    expect(loanTerm(3.4)).toBe(3);
    expect(loanTerm(9)).toBe(7);
    expect(loanTerm(Number.NaN)).toBe(5);
  });
});

describe("quick price options", () => {
  it("run from $5,000 to $70,000, or $300,000 to $800,000", () => {
    const standard = quickPriceOptions("standard");
    expect([standard[0], standard.at(-1)]).toEqual([5_000, 70_000]);
    const premium = quickPriceOptions("premium");
    expect([premium[0], premium.at(-1)]).toEqual([300_000, 800_000]);
  });
});

describe("finance car id", () => {
  it("drops a trailing '?' and blanks", () => {
    expect(financeCarId("48213?")).toBe("48213");
    expect(financeCarId(" 48213 ")).toBe("48213");
    expect(financeCarId("?")).toBeUndefined();
    expect(financeCarId(null)).toBeUndefined();
  });
});

describe("featured finance cars", () => {
  const car = { status: "in_stock", photos_count: 2, car_type: "used" };
  it("are used cars in stock with more than one photo", () => {
    expect(isFeaturedFinanceCar(car)).toBe(true);
    expect(isFeaturedFinanceCar({ ...car, photos_count: 1 })).toBe(false);
    expect(isFeaturedFinanceCar({ ...car, car_type: "new" })).toBe(false);
    expect(isFeaturedFinanceCar({ ...car, status: "sold" })).toBe(false);
  });
});

describe("monthly repayment", () => {
  it("is the weekly one times 4.33", () => {
    expect(monthlyFromWeekly(100)).toBeCloseTo(433);
  });
});
