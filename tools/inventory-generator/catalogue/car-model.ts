/**
 * The shape of the car catalogue tables and the small helpers that keep each table row on a few
 * lines. Prices are current Australian drive-away prices for a new car of the latest model year.
 */

export type SimpleBody =
  | "Hatch"
  | "Sedan"
  | "Wagon"
  | "SUV"
  | "Ute"
  | "Van"
  | "Coupe"
  | "Convertible"
  | "Cab Chassis";

/** P petrol, PT turbo petrol, D turbo diesel, H hybrid, PH plug-in hybrid, E electric. */
export type FuelCode = "P" | "PT" | "D" | "H" | "PH" | "E";
export type DriveCode = "FWD" | "RWD" | "AWD" | "4WD";
/** A8 = 8-speed automatic, M6 = 6-speed manual, DCT7 = 7-speed dual clutch, R1 = EV reduction gear. */
export type GearboxCode = `A${number}` | `M${number}` | `DCT${number}` | "CVT" | "R1";

export interface Engine {
  fuel: FuelCode;
  cc: number;
  cylinders: number;
  gearbox: GearboxCode;
  drive: DriveCode;
  litresPer100km: number;
  torqueNm: number;
}

export type ModelHeader = [
  model: string,
  series: string,
  firstYear: number,
  simpleBody: SimpleBody,
  body: string,
];

export interface ModelFacts {
  seats: number;
  /** Length, width and height in millimetres. */
  size: [number, number, number];
  /** Fuel tank in litres (absent for electric cars). */
  tank?: number;
  /** Braked towing capacity in kg. */
  tow?: number;
  ancap?: number;
  /** Relative sales popularity; 3 when absent. */
  pop?: number;
  /** Last model year, for models no longer sold new. */
  until?: number;
  /** Share of value kept each year after the first, overriding the make's. */
  keep?: number;
}

/** An empty badge is the base variant sold under the model name alone. */
export type Trim = [badge: string, newPrice: number, engineIndex?: number];

export interface CarModel {
  model: string;
  series: string;
  firstYear: number;
  simpleBody: SimpleBody;
  body: string;
  facts: ModelFacts;
  engines: Engine[];
  trims: Trim[];
}

export interface CarMake {
  make: string;
  /** World manufacturer identifier: the first three characters of its VINs. */
  wmi: string;
  /** The make runs a certified pre-owned programme. */
  certified?: boolean;
  luxury?: boolean;
  /** Dealers do not sell this make new (for example Tesla, or makes that have left Australia). */
  usedOnly?: boolean;
  /** Share of value kept each year after the first; 0.88 when absent. */
  keep?: number;
  models: CarModel[];
}

export function model(
  header: ModelHeader,
  facts: ModelFacts,
  engines: Engine[],
  trims: Trim[],
): CarModel {
  const [name, series, firstYear, simpleBody, body] = header;
  return { model: name, series, firstYear, simpleBody, body, facts, engines, trims };
}

/** An engine and gearbox pairing, in the order a spec sheet lists them. */
export function pt(
  fuel: Exclude<FuelCode, "E">,
  cc: number,
  cylinders: number,
  gearbox: GearboxCode,
  drive: DriveCode,
  litresPer100km: number,
  torqueNm: number,
): Engine {
  return { fuel, cc, cylinders, gearbox, drive, litresPer100km, torqueNm };
}

/** An electric drivetrain. */
export function ev(drive: DriveCode, torqueNm: number): Engine {
  return { fuel: "E", cc: 0, cylinders: 0, gearbox: "R1", drive, litresPer100km: 0, torqueNm };
}
