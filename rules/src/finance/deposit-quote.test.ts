import { describe, expect, it } from "vitest";
import { asksDepositQuote, depositQuoteRequest, readDepositQuote } from "./deposit-quote.ts";

const car = {
  price: 45990.4,
  year: 2021,
  vin: "JTMBFREV10D123456",
  nvic: undefined,
  youxQuote: null,
};
const quote = { weeklyRepaymentAmount: 150, advertisedRate: 7.39, comparisonRate: 8.22 };

describe("deposit quote", () => {
  it("is asked only with the feature on, no quote on the car and a price above 0", () => {
    expect(asksDepositQuote(car, true)).toBe(true);
    expect(asksDepositQuote(car, false)).toBe(false);
    expect(asksDepositQuote({ ...car, youxQuote: quote }, true)).toBe(false);
    expect(asksDepositQuote({ ...car, price: 0 }, true)).toBe(false);
  });

  it("asks with a GREAT credit score over 5 years, the price, year and the car's codes", () => {
    expect(depositQuoteRequest(car)).toEqual({
      selfAssessedCreditScore: "GREAT",
      purchasePrice: 45990,
      loanTerm: 5,
      year: 2021,
      vin: "JTMBFREV10D123456",
      whoIsHelping: "",
    });
  });

  it("reads the three figures of an answer, and nothing from an error or a partial answer", () => {
    expect(readDepositQuote({ ...quote, extra: 1 })).toEqual(quote);
    expect(readDepositQuote({ error: "Failed to get YouX quick quote." })).toBeNull();
    expect(readDepositQuote({ ...quote, comparisonRate: "8.22" })).toBeNull();
    expect(readDepositQuote(null)).toBeNull();
  });
});
