import type { CarType, ItemType } from "@storefront/schemas";
import type { Random } from "../random.ts";
import type { VehicleSpec } from "../specs/vehicle-spec.ts";

/** New-car prices have risen about 2.5% a year; older model years were cheaper new. */
const yearlyPriceRise = 0.025;

/**
 * Rounds like a dealer: mostly just under a thousand ($24,990), sometimes under a half
 * ($24,490), now and then a lucky $24,888.
 */
export function dealerRound(value: number, random: Random): number {
  const style = random.next();
  if (value < 10000 || style < 0.22) return Math.max(990, Math.round(value / 500) * 500 - 10);
  if (style < 0.96) return Math.round(value / 1000) * 1000 - 10;
  return Math.round(value / 1000) * 1000 - 112;
}

function originalPrice(spec: VehicleSpec, year: number, currentYear: number): number {
  return spec.newPrice * (1 - yearlyPriceRise) ** Math.max(0, currentYear - year);
}

/** Share of its original price a vehicle keeps at this age (in years). */
function retainedValue(spec: VehicleSpec, ageYears: number): number {
  const firstYear = spec.firstYearKeep ** Math.min(1, ageYears);
  return firstYear * spec.keep ** Math.max(0, ageYears - 1);
}

export interface PricingInput {
  spec: VehicleSpec;
  carType: CarType;
  year: number;
  km: number;
  ageYears: number;
  expectedKm: number;
  currentYear: number;
  excludesGovernmentCharges: boolean;
}

/** The advertised price before dealer rounding. */
export function fairPrice(input: PricingInput, random: Random): number {
  const { spec, carType, km } = input;
  const original = originalPrice(spec, input.year, input.currentYear);
  let value: number;
  if (carType === "new") {
    value = original * (1 + random.normal(0, 0.012));
  } else if (carType === "demo") {
    value = original * random.between(0.9, 0.955) * (1 - (km / 15000) * 0.03);
  } else {
    const kmRatio = km / Math.max(input.expectedKm, 5000);
    const kmFactor = Math.min(1.1, Math.max(0.78, 1 - 0.12 * (kmRatio - 1)));
    value = original * retainedValue(spec, input.ageYears) * kmFactor * random.between(0.95, 1.05);
  }
  if (input.excludesGovernmentCharges) value *= spec.itemType === "truck" ? 0.89 : 0.93;
  return Math.max(2500, value);
}

/** Price types dealers advertise, per kind of vehicle: [drive-away wording, excluding wording]. */
const priceTypes: Record<ItemType, [string, string]> = {
  car: ["Drive Away", "Excl. Gov. Charges"],
  motorcycle: ["Ride Away", "Excl. Gov. Charges"],
  truck: ["Drive Away", "Excl. GST"],
  caravan: ["Drive Away", "Excl. Gov. Charges"],
};

/** How often each kind of vehicle is advertised excluding charges rather than drive-away. */
const excludingShare: Record<ItemType, Record<CarType, number>> = {
  car: { new: 0.2, demo: 0.08, used: 0.1 },
  motorcycle: { new: 0.3, demo: 0.1, used: 0.1 },
  truck: { new: 0.65, demo: 0.5, used: 0.5 },
  caravan: { new: 0.15, demo: 0.1, used: 0.05 },
};

export function choosePriceType(
  itemType: ItemType,
  carType: CarType,
  random: Random,
): { priceType: string; excludesGovernmentCharges: boolean } {
  const excludes = random.chance(excludingShare[itemType][carType]);
  const [driveAway, excluding] = priceTypes[itemType];
  return { priceType: excludes ? excluding : driveAway, excludesGovernmentCharges: excludes };
}
