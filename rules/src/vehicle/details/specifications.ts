import { formatNumber } from "../../formatting/format.ts";

/** How many specifications show before 'show more' (spec: "the first 4 shown at first"). */
export const specificationsShown = 4;

/** Spec: "Feet convert to metres by multiplying by 0.3048." */
export const metresPerFoot = 0.3048;

/** A caravan's body width or length, given in feet, in metres. */
export function feetToMetres(feet: number): number {
  return feet * metresPerFoot;
}

export type SpecificationEntry = { label: string; value: string };

type VariantDetailInput = {
  cylinders?: number | undefined;
  enginesize?: number | undefined;
  enginesize_litres?: number | undefined;
  induction?: string | undefined;
  geartype?: string | undefined;
  fuelconsumptioncombined?: number | undefined;
  fuelcapacity?: number | undefined;
  grossvehiclemass?: number | undefined;
  vehiclelength?: number | undefined;
  vehicleheight?: number | undefined;
  vehiclewidth?: number | undefined;
  towingcapacitybraked?: number | undefined;
  bodyconfiguration?: string | undefined;
  torque?: number | undefined;
  ancaprating?: number | undefined;
};

type SpecifiedVehicle = {
  item_type?: string | undefined;
  variant_detail?: VariantDetailInput | undefined;
  body_width?: number | undefined;
  body_length?: number | undefined;
  tare_weight?: number | undefined;
  axle_type?: string | undefined;
  sleeps?: number | undefined;
  aggregate_trailer_mass?: number | undefined;
};

type Reading = [label: string, value: string | undefined];

const positive = (value: number | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value) && value > 0;

const text = (value: string | undefined) => value?.trim() || undefined;
const whole = (value: number | undefined, unit = "") =>
  positive(value) ? `${formatNumber(value)}${unit}` : undefined;
/** Up to `digits` decimals, without trailing zeros: 2.8 L, 7.9 L/100 km, 2.29 m. */
const decimal = (value: number | undefined, unit: string, digits = 1) =>
  positive(value) ? `${Number(value.toFixed(digits))}${unit}` : undefined;
const stars = (value: number | undefined) =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 5
    ? `${value} ${value === 1 ? "star" : "stars"}`
    : undefined;

/** The spec's variant detail fields, in its order, with labels and units. */
function variantDetailReadings(detail: VariantDetailInput): Reading[] {
  return [
    ["Cylinders", whole(detail.cylinders)],
    ["Engine Size", whole(detail.enginesize, " cc")],
    ["Engine Size (Litres)", decimal(detail.enginesize_litres, " L")],
    ["Induction", text(detail.induction)],
    ["Gear Type", text(detail.geartype)],
    ["Fuel Consumption (Combined)", decimal(detail.fuelconsumptioncombined, " L/100 km")],
    ["Fuel Capacity", whole(detail.fuelcapacity, " L")],
    ["Gross Vehicle Mass", whole(detail.grossvehiclemass, " kg")],
    ["Length", whole(detail.vehiclelength, " mm")],
    ["Height", whole(detail.vehicleheight, " mm")],
    ["Width", whole(detail.vehiclewidth, " mm")],
    ["Towing Capacity (Braked)", whole(detail.towingcapacitybraked, " kg")],
    ["Body Configuration", text(detail.bodyconfiguration)],
    ["Torque", whole(detail.torque, " Nm")],
    ["ANCAP Rating", stars(detail.ancaprating)],
  ];
}

/** The spec's caravan specifications: widths and lengths from feet to metres, masses in kg. */
function caravanReadings(caravan: SpecifiedVehicle): Reading[] {
  const metres = (feet: number | undefined) =>
    positive(feet) ? decimal(feetToMetres(feet), " m", 2) : undefined;
  return [
    ["Body Width", metres(caravan.body_width)],
    ["Body Length", metres(caravan.body_length)],
    ["Tare Weight", whole(caravan.tare_weight, " kg")],
    ["Axle Type", text(caravan.axle_type)],
    ["Sleeps", whole(caravan.sleeps)],
    ["Aggregate Trailer Mass", whole(caravan.aggregate_trailer_mass, " kg")],
  ];
}

/**
 * A vehicle's full specifications as the page lists them: a caravan's caravan specifications, any
 * other vehicle's variant detail, in the spec's order, leaving out what the vehicle lacks.
 */
export function vehicleSpecificationEntries(vehicle: SpecifiedVehicle): SpecificationEntry[] {
  const readings =
    vehicle.item_type === "caravan"
      ? caravanReadings(vehicle)
      : variantDetailReadings(vehicle.variant_detail ?? {});
  return readings.flatMap(([label, value]) => (value === undefined ? [] : [{ label, value }]));
}
