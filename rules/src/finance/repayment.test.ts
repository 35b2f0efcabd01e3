import { describe, expect, it } from "vitest";
import { loanRepayment } from "./repayment.ts";

describe("loan repayment", () => {
  it("repays $30,000 over 5 years at 10% with the figure a period-by-period balance simulation gives, at each frequency", () => {
    const base = { amount: 30000, termYears: 5, ratePercent: 10 };
    expect(loanRepayment({ ...base, frequency: "monthly" }).payment).toBeCloseTo(637.41, 2);
    expect(loanRepayment({ ...base, frequency: "weekly" }).payment).toBeCloseTo(146.73, 2);
    expect(loanRepayment({ ...base, frequency: "fortnightly" }).payment).toBeCloseTo(293.68, 2);
  });

  it("adds fees to the loan and to the total, and subtracts the deposit", () => {
    const withFees = loanRepayment({
      amount: 29000,
      fees: 1000,
      termYears: 5,
      ratePercent: 10,
      frequency: "monthly",
    });
    expect(withFees.payment).toBeCloseTo(637.41, 2);
    expect(withFees.total).toBeCloseTo(60 * withFees.payment + 1000, 6);
    const withDeposit = loanRepayment({
      amount: 35000,
      deposit: 5000,
      termYears: 5,
      ratePercent: 10,
      frequency: "monthly",
    });
    expect(withDeposit.payment).toBeCloseTo(637.41, 2);
  });

  it("rounds fees up when the site asks, and splits a zero-rate loan evenly", () => {
    const rounded = loanRepayment({
      amount: 10000,
      fees: 1360.5,
      roundUpFees: true,
      termYears: 1,
      ratePercent: 0,
      frequency: "monthly",
    });
    expect(rounded.payment).toBeCloseTo(11361 / 12, 6);
    expect(rounded.total).toBeCloseTo(11361 + 1361, 6);
  });

  it("leaves the residual owing at the end rather than repaying it", () => {
    const balloon = loanRepayment({
      amount: 30000,
      residual: 10000,
      termYears: 5,
      ratePercent: 10,
      frequency: "monthly",
    });
    const full = loanRepayment({
      amount: 30000,
      termYears: 5,
      ratePercent: 10,
      frequency: "monthly",
    });
    expect(balloon.payment).toBeLessThan(full.payment);
    expect(balloon.payment).toBeCloseTo(508.27, 2);
  });
});
