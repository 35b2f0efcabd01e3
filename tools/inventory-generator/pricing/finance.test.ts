import { describe, expect, it } from "vitest";
import { generateInventory } from "../generate.ts";
import { amortisedPayment, comparisonRate } from "./finance.ts";

describe("finance figures", () => {
  it("computes repayments by standard amortisation", () => {
    expect(amortisedPayment(30000, 10, 12, 5)).toBeCloseTo(637.41, 2);
    expect(amortisedPayment(30000, 0, 12, 5)).toBeCloseTo(500, 2);
  });

  it("puts the comparison rate above the interest rate once fees are charged", () => {
    expect(comparisonRate(9.99, 0, 0)).toBeCloseTo(9.99, 2);
    expect(comparisonRate(9.99, 595, 0)).toBeGreaterThan(10.5);
    expect(comparisonRate(9.99, 395, 8)).toBeGreaterThan(comparisonRate(9.99, 395, 0));
  });

  it("gives each lender's weekly and monthly figures for the price less a 10% deposit over 5 years", () => {
    const vehicles = generateInventory({
      count: 400,
      seed: 3,
      now: new Date("2026-03-15T00:00:00Z"),
    });
    let checked = 0;
    for (const vehicle of vehicles) {
      for (const entry of Object.values(vehicle.finance_lenders ?? {})) {
        const financed = vehicle.price - entry.deposit! + entry.establishmentFees!;
        expect(entry.termYears).toBe(5);
        expect(entry.deposit).toBeCloseTo(vehicle.price * 0.1, -2);
        expect(
          entry.paymentMonth! - amortisedPayment(financed, entry.interestRate!, 12, 5),
        ).toBeGreaterThanOrEqual(-0.01);
        expect(entry.paymentWeek! * 52).toBeLessThan(entry.paymentMonth! * 12 * 1.01);
        expect(entry.comparisonRate).toBeGreaterThanOrEqual(entry.interestRate!);
        checked++;
      }
      if (vehicle.weekly_price != null) {
        const figures =
          vehicle.finance_lenders?.manual ?? Object.values(vehicle.finance_lenders ?? {})[0];
        expect(vehicle.weekly_price).toBe(Math.round(figures!.paymentWeek!));
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it("labels price and weekly repayment buckets the way shoppers read them", () => {
    const vehicles = generateInventory({
      count: 400,
      seed: 3,
      now: new Date("2026-03-15T00:00:00Z"),
    });
    const vehicle = vehicles.find(
      (v) => v.price >= 20000 && v.price < 30000 && v.weekly_price != null,
    )!;
    expect(vehicle.price_range).toBe("$20,000 - $30,000");
    expect(vehicle.weekly_price_range).toMatch(/^(Under \$100|\$\d+ - \$\d+|\$500\+)$/);
  });
});
