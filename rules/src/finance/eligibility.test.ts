import { financeSettings } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import {
  eligibleLenderEntry,
  isFinanceEstimateCar,
  isPurchasable,
  storedWeeklyPayment,
  weeklyFinanceFigure,
} from "./eligibility.ts";

const now = new Date("2026-11-26T00:00:00Z");
const entry = { interestRate: 8.5, comparisonRate: 9.1, paymentWeek: 150, paymentMonth: 650 };
const car = (provider: string, overrides: Record<string, unknown> = {}) => ({
  make: "Toyota",
  year: 2021,
  price: 30000,
  status: "in_stock" as const,
  reserved: false,
  finance_lenders: { [provider]: { ...entry } },
  ...overrides,
});
const site = (provider: string, overrides: Record<string, unknown> = {}) =>
  financeSettings.parse({ provider, ...overrides });

describe("finance figures eligibility", () => {
  it("needs a lender entry for the site's provider with both rates", () => {
    expect(eligibleLenderEntry(car("manual"), site("manual"), now)).toMatchObject(entry);
    expect(eligibleLenderEntry(car("youx"), site("manual"), now)).toBeUndefined();
    const noComparison = car("manual", {
      finance_lenders: { manual: { ...entry, comparisonRate: null } },
    });
    expect(eligibleLenderEntry(noComparison, site("manual"), now)).toBeUndefined();
    const noInterest = car("manual", {
      finance_lenders: { manual: { ...entry, interestRate: null } },
    });
    expect(eligibleLenderEntry(noInterest, site("manual"), now)).toBeUndefined();
  });

  it("is off for excluded sites and for Suzuki (any case) by default", () => {
    expect(eligibleLenderEntry(car("manual"), site("manual", { showFigures: false }), now)).toBe(
      undefined,
    );
    expect(eligibleLenderEntry(car("manual", { make: "SUZUKI" }), site("manual"), now)).toBe(
      undefined,
    );
    expect(
      eligibleLenderEntry(
        car("manual", { make: "Suzuki" }),
        site("manual", { excludedMakes: [] }),
        now,
      ),
    ).toBeDefined();
  });

  it("Taurus: a car of the last 12 years priced above 500 and purchasable", () => {
    expect(eligibleLenderEntry(car("taurus", { year: 2014 }), site("taurus"), now)).toBeDefined();
    expect(eligibleLenderEntry(car("taurus", { year: 2013 }), site("taurus"), now)).toBeUndefined();
    // The last 12 years are counted on the dealer's calendar, whatever the machine's zone: at
    // 14:00 UTC on 31 December 2026 it is already 2027 in Sydney and still 2026 in Perth.
    const newYear = new Date("2026-12-31T14:00:00Z");
    const taurus2014 = car("taurus", { year: 2014 });
    expect(eligibleLenderEntry(taurus2014, site("taurus"), newYear, "Australia/Sydney")).toBe(
      undefined,
    );
    expect(
      eligibleLenderEntry(taurus2014, site("taurus"), newYear, "Australia/Perth"),
    ).toBeDefined();
    expect(eligibleLenderEntry(car("taurus", { price: 500 }), site("taurus"), now)).toBeUndefined();
    expect(eligibleLenderEntry(car("taurus", { price: 501 }), site("taurus"), now)).toBeDefined();
    expect(
      eligibleLenderEntry(car("taurus", { status: "sold" }), site("taurus"), now),
    ).toBeUndefined();
  });

  it.each(["manual", "angle", "powertorque"])(
    "%s: priced above 500, purchasable, with a weekly payment",
    (provider) => {
      expect(eligibleLenderEntry(car(provider), site(provider), now)).toBeDefined();
      expect(eligibleLenderEntry(car(provider, { price: 400 }), site(provider), now)).toBe(
        undefined,
      );
      expect(eligibleLenderEntry(car(provider, { reserved: true }), site(provider), now)).toBe(
        undefined,
      );
      const noWeekly = car(provider, {
        finance_lenders: { [provider]: { ...entry, paymentWeek: null } },
      });
      expect(eligibleLenderEntry(noWeekly, site(provider), now)).toBeUndefined();
    },
  );

  it.each(["360-finance", "ausloans"])("%s: purchasable only", (provider) => {
    const cheapWithoutPayments = car(provider, {
      price: 0,
      finance_lenders: { [provider]: { interestRate: 9, comparisonRate: 10 } },
    });
    expect(eligibleLenderEntry(cheapWithoutPayments, site(provider), now)).toBeDefined();
    expect(eligibleLenderEntry(car(provider, { status: "sold" }), site(provider), now)).toBe(
      undefined,
    );
  });

  it("Nissan Finance: priced above 500, purchasable, with a monthly payment", () => {
    const provider = "nissan-finance";
    expect(eligibleLenderEntry(car(provider), site(provider), now)).toBeDefined();
    const noMonthly = car(provider, {
      finance_lenders: { [provider]: { ...entry, paymentMonth: undefined } },
    });
    expect(eligibleLenderEntry(noMonthly, site(provider), now)).toBeUndefined();
    expect(eligibleLenderEntry(car(provider, { price: 100 }), site(provider), now)).toBe(undefined);
  });

  it("counts in stock and coming soon as purchasable, never a reserved or sold car", () => {
    expect(isPurchasable({ status: "coming_soon", reserved: false })).toBe(true);
    expect(isPurchasable({ status: "in_stock", reserved: true })).toBe(false);
    expect(isPurchasable({ status: "sold", reserved: false })).toBe(false);
  });

  it("reads the weekly figure as stored, else from the monthly one", () => {
    expect(storedWeeklyPayment({ paymentWeek: 150, paymentMonth: 650 })).toBe(150);
    expect(storedWeeklyPayment({ paymentWeek: null, paymentMonth: 520 })).toBe(120);
    expect(storedWeeklyPayment({})).toBeUndefined();
  });

  it("gives the sidebar the car's quote, else the stored weekly payment, only when eligible", () => {
    const quote = { weeklyRepaymentAmount: 139, advertisedRate: 7, comparisonRate: 8 };
    expect(weeklyFinanceFigure({ ...car("manual"), youxQuote: quote }, site("manual"), now)).toBe(
      139,
    );
    expect(weeklyFinanceFigure(car("manual"), site("manual"), now)).toBe(150);
    expect(weeklyFinanceFigure(car("manual", { make: "Suzuki" }), site("manual"), now)).toBe(
      undefined,
    );
  });
});

describe("finance estimate car", () => {
  it("is priced over 200 and in stock, neither sold nor reserved", () => {
    const car = { price: 201, status: "in_stock", reserved: false };
    expect(isFinanceEstimateCar(car)).toBe(true);
    expect(isFinanceEstimateCar({ ...car, price: 200 })).toBe(false);
    expect(isFinanceEstimateCar({ ...car, status: "coming_soon" })).toBe(false);
    expect(isFinanceEstimateCar({ ...car, status: "sold" })).toBe(false);
    expect(isFinanceEstimateCar({ ...car, reserved: true })).toBe(false);
  });
});
