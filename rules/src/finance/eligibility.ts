import type { FinanceLenderEntry, SiteDefinition, VehicleRecord } from "@storefront/schemas";
import { localDateTime } from "../time/local-time.ts";

export type FinanceVehicle = Pick<
  VehicleRecord,
  "make" | "year" | "price" | "status" | "reserved" | "finance_lenders"
>;
export type FinanceSite = Pick<
  SiteDefinition["finance"],
  "provider" | "showFigures" | "excludedMakes"
>;

export type QuotedFinanceVehicle = FinanceVehicle & Pick<VehicleRecord, "youxQuote">;

/** In stock or coming soon, and neither sold nor reserved. */
export function isPurchasable(vehicle: Pick<VehicleRecord, "status" | "reserved">): boolean {
  return (vehicle.status === "in_stock" || vehicle.status === "coming_soon") && !vehicle.reserved;
}

/** The year on the dealer's calendar, wherever the code runs. */
const dealerYear = (now: Date, timeZone: string) =>
  Number(localDateTime(now, timeZone).day.slice(0, 4));

type EstimateCandidate = {
  price: number;
  status?: string | null | undefined;
  reserved?: boolean | null | undefined;
};

/**
 * A car the finance page may estimate for (its named car): priced over 200 and in stock, neither
 * sold nor reserved. Any other car named in the address is not taken up.
 */
export const isFinanceEstimateCar = (car: EstimateCandidate): boolean =>
  car.price > 200 && car.status === "in_stock" && car.reserved !== true;

const present = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined;

/**
 * The car's lender entry for the site's provider when the site may show its finance figures:
 * the entry has interest and comparison rates, the site shows figures, the make is not excluded
 * (Suzuki by default), and the provider's own rule holds. Otherwise undefined.
 */
export function eligibleLenderEntry(
  vehicle: FinanceVehicle,
  finance: FinanceSite,
  now: Date,
  /** The site's time zone (its default, Sydney, when left out): the year is the dealer's. */
  timeZone = "Australia/Sydney",
): FinanceLenderEntry | undefined {
  const entry = vehicle.finance_lenders?.[finance.provider];
  if (!entry || !present(entry.interestRate) || !present(entry.comparisonRate)) return undefined;
  if (!finance.showFigures) return undefined;
  const make = vehicle.make.toLowerCase();
  if (finance.excludedMakes.some((excluded) => excluded.toLowerCase() === make)) return undefined;
  const priced = vehicle.price > 500 && isPurchasable(vehicle);
  switch (finance.provider) {
    case "taurus":
      return priced && vehicle.year >= dealerYear(now, timeZone) - 12 ? entry : undefined;
    case "manual":
    case "angle":
    case "powertorque":
      return priced && present(entry.paymentWeek) ? entry : undefined;
    case "nissan-finance":
      return priced && present(entry.paymentMonth) ? entry : undefined;
    case "360-finance":
    case "ausloans":
      return isPurchasable(vehicle) ? entry : undefined;
    default:
      return entry;
  }
}

/**
 * The weekly figure the lender entry stores: its weekly payment, else its monthly payment as a
 * weekly one (12 months over 52 weeks).
 */
export function storedWeeklyPayment(
  entry: Pick<FinanceLenderEntry, "paymentWeek" | "paymentMonth">,
): number | undefined {
  if (present(entry.paymentWeek)) return entry.paymentWeek;
  if (present(entry.paymentMonth)) return (entry.paymentMonth * 12) / 52;
  return undefined;
}

/**
 * The vehicle page sidebar's weekly finance figure, for a car whose figures the site may show:
 * the car's own quote, else its lender entry's stored weekly payment.
 */
export function weeklyFinanceFigure(
  vehicle: QuotedFinanceVehicle,
  finance: FinanceSite,
  now: Date,
  timeZone?: string,
): number | undefined {
  const entry = eligibleLenderEntry(vehicle, finance, now, timeZone);
  if (!entry) return undefined;
  return vehicle.youxQuote?.weeklyRepaymentAmount ?? storedWeeklyPayment(entry);
}
