import { describe, expect, it } from "vitest";
import { quoteFromSettings } from "./finance-quote.ts";
import { loanRepayment } from "./repayment.ts";

describe("quote from the site's settings", () => {
  it("repays price and fees weekly at the advertised rate", () => {
    const quote = quoteFromSettings({
      purchasePrice: 30_000,
      loanTerm: 5,
      ratePercent: 10,
      fees: 0,
    });
    const { payment } = loanRepayment({
      amount: 30_000,
      termYears: 5,
      ratePercent: 10,
      frequency: "weekly",
    });
    expect(quote.weeklyRepaymentAmount).toBe(Math.round(payment * 100) / 100);
    expect(quote.weeklyRepaymentAmount).toBeCloseTo(146.73, 2);
    expect(quote).toMatchObject({ advertisedRate: 10, comparisonRate: 10 });
  });

  it("counts the fees into the comparison rate", () => {
    const quote = quoteFromSettings({
      purchasePrice: 30_000,
      loanTerm: 5,
      ratePercent: 10,
      fees: 1_000,
    });
    expect(quote.comparisonRate).toBeGreaterThan(11);
    expect(quote.comparisonRate).toBeLessThan(12);
    // The comparison rate repays the price alone with the quoted payment.
    const alone = loanRepayment({
      amount: 30_000,
      termYears: 5,
      ratePercent: quote.comparisonRate,
      frequency: "weekly",
    });
    expect(alone.payment).toBeCloseTo(quote.weeklyRepaymentAmount, 1);
  });
});
