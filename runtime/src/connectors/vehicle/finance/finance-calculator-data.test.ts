import { siteDefinition } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { testHilux } from "../../../testing/test-hilux.ts";
import { financeCalculatorData } from "./finance-calculator-data.ts";

const now = new Date("2026-11-26T00:00:00Z");
const siteWith = (finance: Record<string, unknown>) =>
  siteDefinition.parse({
    version: 1,
    slug: "group",
    name: "Group",
    template: "dealer-group",
    finance,
  });
const youx = {
  interestRate: 7.39,
  comparisonRate: 8.22,
  paymentWeek: 193.26,
  paymentMonth: 839.1,
  deposit: 4600,
  termYears: 4,
  balloon: 1000,
  establishmentFees: 595,
  disclaimer: "YouX estimate: 4 years, 10% deposit.",
  financeProvider: "YouX",
};
const vehicleWith = (fields: Record<string, unknown>) =>
  testHilux({ price: 46000, finance_lenders: { youx }, ...fields });

describe("finance calculator data", () => {
  it("starts from the lender entry of the site's provider, with its fees, rates and disclaimer", () => {
    const data = financeCalculatorData(vehicleWith({}), siteWith({ provider: "youx" }), now);
    expect(data.start).toEqual({
      amount: 46000,
      deposit: 4600,
      residual: 1000,
      termYears: 4,
      ratePercent: 10,
    });
    expect(data.fees).toBe(595);
    expect(data.lender).toMatchObject({ name: "YouX", interestRate: 7.39, comparisonRate: 8.22 });
    expect(data.disclaimer).toBe("YouX estimate: 4 years, 10% deposit.");
    expect(data.limits.amountSlider).toEqual({ min: 1000, max: 100000, step: 500 });
  });

  it("leaves the lender out where the site may not show it: the site's defaults and disclaimer", () => {
    const site = siteWith({ provider: "youx" });
    const data = financeCalculatorData(vehicleWith({ make: "Suzuki" }), site, now);
    expect(data.lender).toBeUndefined();
    expect(data.start).toMatchObject({ deposit: 0, residual: 0, termYears: 5 });
    expect(data.fees).toBe(0);
    expect(data.disclaimer).toBe(site.finance.disclaimer);
  });

  it("gives the site's fee list and comparison rate range", () => {
    const site = siteWith({
      provider: "manual",
      fees: [{ label: "Dealer agency", amount: 912.25 }],
      comparisonRateRange: { min: 8.38, max: 19.42 },
    });
    const data = financeCalculatorData(vehicleWith({}), site, now);
    expect(data.feeList).toEqual([{ label: "Dealer agency", amount: 912.25 }]);
    expect(data.comparisonRateRanges).toEqual([{ min: 8.38, max: 19.42 }]);
  });
});
