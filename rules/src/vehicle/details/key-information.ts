import { formatKm } from "../../formatting/format.ts";

/** How many specifications key information shows before 'show more'. */
export const keyInformationShown = 4;

type KeyInformationCar = {
  km?: number | null | undefined;
  body?: string | null | undefined;
  simple_body?: string | null | undefined;
  trans?: string | null | undefined;
  simple_transmission?: string | null | undefined;
  fuel?: string | null | undefined;
  simple_fuel?: string | null | undefined;
  drive?: string | null | undefined;
  simple_drive?: string | null | undefined;
  engine_size_litres?: number | null | undefined;
  colour?: string | null | undefined;
  seats?: number | null | undefined;
  doors?: number | null | undefined;
  stocknum?: string | null | undefined;
  vin?: string | null | undefined;
  regplate?: string | null | undefined;
};

export type KeyInformationEntry = { label: string; value: string };

const text = (...values: (string | null | undefined)[]) =>
  values.map((value) => value?.trim()).find(Boolean);

const count = (value: number | null | undefined) =>
  typeof value === "number" && value > 0 ? String(value) : undefined;

/**
 * A vehicle's key information, most telling first: odometer (km with thousands separators), body,
 * transmission, fuel, drive, engine, colour, seats, doors, stock number, VIN and rego plate. The
 * feed's full wording is preferred to its simplified one; what the car lacks is left out.
 */
export function keyInformationEntries(car: KeyInformationCar): KeyInformationEntry[] {
  const entries: [string, string | undefined][] = [
    ["Odometer", typeof car.km === "number" ? formatKm(car.km) : undefined],
    ["Body Type", text(car.body, car.simple_body)],
    ["Transmission", text(car.trans, car.simple_transmission)],
    ["Fuel Type", text(car.fuel, car.simple_fuel)],
    ["Drive Type", text(car.drive, car.simple_drive)],
    [
      "Engine",
      typeof car.engine_size_litres === "number" && car.engine_size_litres > 0
        ? `${car.engine_size_litres.toFixed(1)} L`
        : undefined,
    ],
    ["Colour", text(car.colour)],
    ["Seats", count(car.seats)],
    ["Doors", count(car.doors)],
    ["Stock Number", text(car.stocknum)],
    ["VIN", text(car.vin)],
    ["Rego", text(car.regplate)],
  ];
  return entries.flatMap(([label, value]) => (value === undefined ? [] : [{ label, value }]));
}
