import type { VehicleRecord } from "@storefront/schemas";

type QuotedVehicle = Pick<VehicleRecord, "price" | "year" | "vin" | "nvic" | "youxQuote">;

/** The vehicle page asks for a deposit quote when the site has the feature, the car has no quote and a price above 0. */
export const asksDepositQuote = (vehicle: QuotedVehicle, featureOn: boolean): boolean =>
  featureOn && !vehicle.youxQuote && vehicle.price > 0;

/** `POST /api/youx/quote`'s body for the vehicle page: a GREAT credit score over 5 years. */
export function depositQuoteRequest(vehicle: QuotedVehicle) {
  return {
    selfAssessedCreditScore: "GREAT",
    purchasePrice: Math.round(vehicle.price),
    loanTerm: 5,
    year: vehicle.year,
    ...(vehicle.vin ? { vin: vehicle.vin } : {}),
    ...(vehicle.nvic ? { nvic: vehicle.nvic } : {}),
    whoIsHelping: "",
  } as const;
}

export type DepositQuote = {
  weeklyRepaymentAmount: number;
  advertisedRate: number;
  comparisonRate: number;
};

/** The quote in an answer's body, or null when the body is not one. */
export function readDepositQuote(body: unknown): DepositQuote | null {
  if (typeof body !== "object" || body === null) return null;
  const { weeklyRepaymentAmount, advertisedRate, comparisonRate } = body as Record<string, unknown>;
  const figures = [weeklyRepaymentAmount, advertisedRate, comparisonRate];
  if (!figures.every((figure) => typeof figure === "number" && Number.isFinite(figure)))
    return null;
  return { weeklyRepaymentAmount, advertisedRate, comparisonRate } as DepositQuote;
}
