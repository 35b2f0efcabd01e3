/** The spec's fuel calculator defaults. */
export const fuelCalculatorDefaults = {
  /** Litres per 100 km when the vehicle's record has no combined consumption. */
  consumption: 10,
  /** Dollars a litre. */
  fuelPrice: 1.7,
  /** Kilometres a week. */
  weeklyKm: 250,
} as const;

export type FuelCar = {
  simple_fuel?: string | null | undefined;
  fuel?: string | null | undefined;
  variant_detail?: { fuelconsumptioncombined?: number | null | undefined } | null | undefined;
};

/** An electric vehicle burns no fuel: "Electric", not a hybrid's "Petrol - Electric (Hybrid)". */
function isElectric(car: FuelCar): boolean {
  const fuel = (car.simple_fuel ?? car.fuel ?? "").trim().toLowerCase();
  return /\belectric\b/.test(fuel) && !/hybrid|petrol|diesel|lpg/.test(fuel);
}

/** The fuel calculator is hidden for electric vehicles. */
export const showsFuelCalculator = (car: FuelCar): boolean => !isElectric(car);

/** Combined consumption in L/100 km: the record's, or 10 when it is missing or not a positive number. */
export function fuelConsumption(car: FuelCar): number {
  const combined = car.variant_detail?.fuelconsumptioncombined;
  return typeof combined === "number" && Number.isFinite(combined) && combined > 0
    ? combined
    : fuelCalculatorDefaults.consumption;
}

/**
 * A number the shopper typed: a non-negative decimal ("1.85", "250"), or undefined when empty or
 * not a number.
 */
export function readAmount(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d*\.?\d+$|^\d+\.$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * Weekly fuel cost in dollars = km / 100 x consumption x price; undefined when an input is
 * missing, negative or not a number.
 */
export function weeklyFuelCost(input: {
  weeklyKm: number | undefined;
  consumption: number;
  fuelPrice: number | undefined;
}): number | undefined {
  const { weeklyKm, consumption, fuelPrice } = input;
  const usable = (value: number | undefined): value is number =>
    typeof value === "number" && Number.isFinite(value) && value >= 0;
  if (!usable(weeklyKm) || !usable(fuelPrice) || !usable(consumption)) return undefined;
  return (weeklyKm / 100) * consumption * fuelPrice;
}
