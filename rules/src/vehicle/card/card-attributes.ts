import type { CardAttribute } from "@storefront/schemas";
import { formatKm, formatNumber } from "../../formatting/format.ts";

/** The label a result card shows beside each configurable attribute. */
const cardAttributeLabels: Record<CardAttribute, string> = {
  car_type: "Condition",
  simple_body: "Body",
  km: "Odometer",
  simple_transmission: "Transmission",
  stocknum: "Stock #",
  simple_fuel: "Fuel",
  simple_drive: "Drive",
  colour: "Colour",
  engine_size_litres: "Engine",
  seats: "Seats",
  location_name: "Location",
  year: "Year",
  sleeps: "Sleeps",
  body_length: "Length",
};

const carTypeLabels: Record<string, string> = { new: "New", demo: "Demo", used: "Used" };

const feetToMetres = 0.3048;

type AttributeCar = { [K in CardAttribute]?: string | number | null | undefined };

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "");

/** The value a card shows for one attribute, or undefined when the car has none. */
export function cardAttributeValue(
  car: AttributeCar,
  attribute: CardAttribute,
): string | undefined {
  const value = car[attribute];
  if (isBlank(value)) return undefined;
  switch (attribute) {
    case "car_type":
      return carTypeLabels[String(value)] ?? String(value);
    case "km":
      return formatKm(Number(value));
    case "engine_size_litres":
      return `${Number(value).toFixed(1)} L`;
    case "body_length": {
      const feet = Number(value);
      return `${formatNumber(feet)} ft (${(feet * feetToMetres).toFixed(1)} m)`;
    }
    case "year":
      // A year is not a quantity: no thousands separator.
      return String(value);
    default:
      return typeof value === "number" ? formatNumber(value) : String(value).trim();
  }
}

export type CardAttributeEntry = { attribute: CardAttribute; label: string; value: string };

/** The configured attributes a car has, in order, with their labels and display values. */
export function cardAttributeEntries(
  car: AttributeCar,
  attributes: readonly CardAttribute[],
): CardAttributeEntry[] {
  return attributes.flatMap((attribute) => {
    const value = cardAttributeValue(car, attribute);
    return value === undefined ? [] : [{ attribute, label: cardAttributeLabels[attribute], value }];
  });
}
