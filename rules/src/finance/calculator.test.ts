import { financeSettings } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import {
  amountHelpText,
  amountRange,
  disclaimerPreview,
  enquiryTermYears,
  establishmentFee,
  interestRange,
  numberText,
  percentText,
  repaymentFigures,
  startingValues,
  storedPayment,
  typedAmount,
  typedWithin,
  vehicleAmountSlider,
} from "./calculator.ts";
import { loanRepayment } from "./repayment.ts";

const settings = (overrides: Record<string, unknown> = {}) => financeSettings.parse(overrides);
const lender = { interestRate: 8, comparisonRate: 9 };

describe("calculator starting values", () => {
  it("starts at the car's price, 5 years, the site's rate (10), no deposit or residual", () => {
    expect(startingValues({ price: 45990 }, undefined, settings().calculator)).toEqual({
      amount: 45990,
      deposit: 0,
      residual: 0,
      termYears: 5,
      ratePercent: 10,
    });
  });

  it("starts at 30000 for a car without a price (10 or less), or where the slider does not start at the price", () => {
    expect(startingValues({ price: 0 }, undefined, settings().calculator).amount).toBe(30000);
    expect(startingValues({ price: 10 }, undefined, settings().calculator).amount).toBe(30000);
    expect(startingValues({ price: 11 }, undefined, settings().calculator).amount).toBe(11);
    expect(startingValues({ price: -5 }, undefined, settings().calculator).amount).toBe(30000);
    const fixed = settings({ calculator: { vehicleAmount: { startAtPrice: false } } });
    expect(startingValues({ price: 45990 }, undefined, fixed.calculator).amount).toBe(30000);
  });

  it("takes the lender entry's term (years, months or weeks), deposit and balloon", () => {
    const { calculator } = settings({ calculator: { defaultRate: 7.5 } });
    expect(
      startingValues(
        { price: 40000 },
        { ...lender, termYears: 3, deposit: 4000, balloon: 2000 },
        calculator,
      ),
    ).toEqual({ amount: 40000, deposit: 4000, residual: 2000, termYears: 3, ratePercent: 7.5 });
    expect(startingValues({ price: 1 }, { ...lender, termMonths: 48 }, calculator).termYears).toBe(
      4,
    );
    expect(startingValues({ price: 1 }, { ...lender, termWeeks: 156 }, calculator).termYears).toBe(
      3,
    );
  });

  it("holds a lender term within the site's limits (max 5 on one site)", () => {
    const short = settings({ calculator: { term: { max: 5 } } }).calculator;
    expect(startingValues({ price: 1 }, { ...lender, termYears: 7 }, short).termYears).toBe(5);
  });
});

describe("calculator limits", () => {
  it("purchase price 1000 to 250000, 5000 minimum for Angle or a site so set", () => {
    expect(amountRange(settings())).toMatchObject({ min: 1000, max: 250000 });
    expect(amountRange(settings({ provider: "angle" }))).toMatchObject({ min: 5000 });
    expect(amountRange(settings({ calculator: { amount: { min: 5000 } } }))).toMatchObject({
      min: 5000,
    });
  });

  it("interest 0.5 to 15 step 0.5; Angle 7.5 to 14.5; other sites by setting", () => {
    expect(interestRange(settings())).toEqual({ min: 0.5, max: 15, step: 0.5 });
    expect(interestRange(settings({ provider: "angle" }))).toEqual({
      min: 7.5,
      max: 14.5,
      step: 0.5,
    });
    expect(
      interestRange(settings({ calculator: { interest: { min: 9.95, max: 19.95 } } })),
    ).toMatchObject({ min: 9.95, max: 19.95 });
  });

  it("vehicle page amount slider: 1000 to 100000 step 500, 5000 for Angle, 1.05 times a price above 100000 where scaled", () => {
    expect(vehicleAmountSlider(150000, settings())).toEqual({ min: 1000, max: 100000, step: 500 });
    expect(vehicleAmountSlider(20000, settings({ provider: "angle" })).min).toBe(5000);
    const scaled = settings({ calculator: { vehicleAmount: { scaleAbovePrice: true } } });
    expect(vehicleAmountSlider(120000, scaled).max).toBe(126000);
    expect(vehicleAmountSlider(100000, scaled).max).toBe(100000);
  });

  it("shows the help text at or beyond either limit of the purchase price", () => {
    const range = { min: 1000, max: 250000 };
    expect(amountHelpText(1000, range)).toBe("Cannot be less than 1000 or more than 250000");
    expect(amountHelpText(250000, range)).toBe("Cannot be less than 1000 or more than 250000");
    expect(amountHelpText(0, range)).toBe("Cannot be less than 1000 or more than 250000");
    expect(amountHelpText(1001, range)).toBeUndefined();
  });

  it("strips typed text to digits, dot and minus; a price of 0 or less is 0; others are clamped", () => {
    expect(numberText("$45,990.50 ")).toBe("45990.50");
    expect(typedAmount("$45,990")).toBe(45990);
    expect(typedAmount("-200")).toBe(0);
    expect(typedAmount("abc")).toBe(0);
    expect(typedAmount("300000")).toBe(300000);
    expect(typedWithin("9", { min: 1, max: 7 })).toBe(7);
    expect(typedWithin("-1", { min: 0, max: 250000 })).toBe(0);
    expect(typedWithin("12.5%", { min: 0.5, max: 15 })).toBe(12.5);
  });
});

describe("establishment fee", () => {
  const calculator = settings({
    calculator: { namedLenderFee: { lender: "Acme Finance" } },
  }).calculator;
  it("is the lender entry's value, even 0", () => {
    expect(establishmentFee({ ...lender, establishmentFees: 595 }, calculator)).toBe(595);
    expect(
      establishmentFee(
        { ...lender, establishmentFees: 0, financeProvider: "Acme Finance" },
        calculator,
      ),
    ).toBe(0);
  });
  it("else 1360.5 for the named lender, else the site's fee, else 0", () => {
    expect(establishmentFee({ ...lender, financeProvider: "acme finance" }, calculator)).toBe(
      1360.5,
    );
    expect(establishmentFee({ ...lender, financeProvider: "Other" }, calculator)).toBe(0);
    const siteFee = settings({ calculator: { establishmentFee: 1300 } }).calculator;
    expect(establishmentFee(undefined, siteFee)).toBe(1300);
  });
});

describe("repayment figures", () => {
  const values = { amount: 30000, deposit: 0, residual: 0, termYears: 5, ratePercent: 10 };
  it("shows the rounded payment with its suffix and the total with fees", () => {
    expect(repaymentFigures(values, "weekly", 0, false)).toMatchObject({
      paymentText: "$147",
      suffix: "wk",
      totalText: "$38,151",
    });
    expect(repaymentFigures(values, "monthly", 0, false)).toMatchObject({
      paymentText: "$637",
      suffix: "mo",
    });
    const withFees = repaymentFigures(values, "fortnightly", 1360.5, true);
    const expected = loanRepayment({ ...values, frequency: "fortnightly", fees: 1361 });
    expect(withFees.payment).toBeCloseTo(expected.payment, 9);
    expect(withFees.suffix).toBe("fn");
  });

  it("shows 'Enquire for Finance' and a blank total for a payment of 25 or less", () => {
    const small = { ...values, amount: 1000, deposit: 1000 };
    expect(repaymentFigures(small, "weekly", 0, false)).toMatchObject({
      paymentText: "Enquire for Finance",
      totalText: "",
    });
    // $25 a week exactly over 1 year at 0%: 1300.
    const exactly25 = { ...values, amount: 1300, termYears: 1, ratePercent: 0 };
    expect(repaymentFigures(exactly25, "weekly", 0, false).paymentText).toBe("Enquire for Finance");
    const above = { ...exactly25, amount: 1301 };
    expect(repaymentFigures(above, "weekly", 0, false).paymentText).toBe("$25");
  });
});

describe("stored payments", () => {
  it("fortnightly is 2 times weekly, or 12 times monthly over 26", () => {
    expect(storedPayment({ paymentWeek: 150, paymentMonth: 700 }, "fortnightly")).toBe(300);
    expect(storedPayment({ paymentMonth: 650 }, "fortnightly")).toBe(300);
  });
  it("monthly as stored, else weekly times 4.33; weekly as stored, else from monthly", () => {
    expect(storedPayment({ paymentWeek: 100, paymentMonth: 450 }, "monthly")).toBe(450);
    expect(storedPayment({ paymentWeek: 100 }, "monthly")).toBeCloseTo(433, 9);
    expect(storedPayment({ paymentMonth: 520 }, "weekly")).toBe(120);
    expect(storedPayment({}, "weekly")).toBeUndefined();
  });
});

describe("disclaimer preview", () => {
  it("cuts a text longer than 197 characters to its first 197", () => {
    const long = "x".repeat(198);
    expect(disclaimerPreview(long)).toBe(`${"x".repeat(197)}...`);
    expect(disclaimerPreview("x".repeat(197))).toBeUndefined();
  });
});

describe("wording", () => {
  it("shows rates to at most two decimals and sends whole-year terms from 1 to 7", () => {
    expect(percentText(8.2199)).toBe("8.22%");
    expect(percentText(10)).toBe("10%");
    expect(enquiryTermYears(5.5)).toBe(6);
    expect(enquiryTermYears(0.4)).toBe(1);
  });
});
