import type { TradeInCarChoices, Valuation } from "@storefront/schemas/leads/trade-in";
import type { ValuationAnswer } from "./valuation-calls.ts";

export const recentYear = new Date().getFullYear() - 2;

export const pickChoices: TradeInCarChoices = {
  regoLookup: false,
  makes: ["Kia", "Mazda", "Toyota"],
  models: [
    { make: "Mazda", model: "CX-5", badges: ["GT", "Maxx Sport"] },
    { make: "Toyota", model: "Corolla", badges: [] },
  ],
};

export const regoChoices: TradeInCarChoices = { ...pickChoices, regoLookup: true };

export const foundCar = { make: "Mazda", model: "CX-5", year: recentYear, badge: "GT" };

/** A valuation answered for the picked car with `fields` over an estimate. */
export const valued =
  (fields: Partial<Valuation> = {}) =>
  async (): Promise<ValuationAnswer> => ({
    status: "valued",
    valuation: {
      id: "v1",
      lead_id: "lead-1",
      car: foundCar,
      km: 40_000,
      outcome: "estimate",
      low: 24_600,
      high: 26_400,
      confidence: "medium",
      comparables: 4,
      created_at: "2026-11-26T10:00:00.000Z",
      expires_at: "2026-12-03T10:00:00.000Z",
      ...fields,
    },
  });
