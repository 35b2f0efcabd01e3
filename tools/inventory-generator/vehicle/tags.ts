import type { CarType, VehicleStatus } from "@storefront/schemas";
import type { Random } from "../random.ts";
import type { VehicleSpec } from "../specs/vehicle-spec.ts";
import type { ForcedTraits } from "../stock/edge-cases.ts";

/** The window in which a listing counts as a new arrival (the spec's default). */
const newArrivalDays = 8;

/** Tags for electrified vehicles, which the storefront shows before any other tag. */
const fuelTags: Record<string, string> = {
  Electric: "Electric",
  Hybrid: "Hybrid",
  "Plug-in Hybrid": "Plug-in Hybrid",
};

export interface TagFacts {
  spec: VehicleSpec;
  carType: CarType;
  status: VehicleStatus;
  km: number;
  expectedKm: number;
  ageYears: number;
  listedDays: number;
  hasWasPrice: boolean;
}

/** Mostly no tag; electrified vehicles get their fuel tag, a few others a dealer's custom tag. */
export function chooseTag(facts: TagFacts, forced: ForcedTraits, random: Random): string | null {
  if (forced.tag) return forced.tag;
  const fuelTag = facts.spec.simpleFuel ? fuelTags[facts.spec.simpleFuel] : undefined;
  if (fuelTag && random.chance(0.85)) return fuelTag;
  if (!random.chance(0.17)) return null;
  const { carType, status } = facts;
  const used = carType === "used";
  const candidates: [string, number][] = [];
  if (used && facts.ageYears >= 1 && facts.km < facts.expectedKm * 0.65)
    candidates.push(["Low KMs", 6]);
  if (used && facts.ageYears <= 6) candidates.push(["One Owner", 2]);
  if (used && facts.ageYears <= 5) candidates.push(["Full Service History", 1]);
  if (used && facts.listedDays < newArrivalDays) candidates.push(["Just Arrived", 3]);
  if (carType !== "used" && status === "in_stock") candidates.push(["Test Drive Only", 0.5]);
  if (carType === "demo") candidates.push(["Demo Special", 3]);
  if (carType === "new" && status === "in_stock") candidates.push(["In Stock Now", 1.5]);
  if (facts.hasWasPrice) candidates.push(["Price Drop", 3]);
  if (status !== "sold") candidates.push(["Finance Special", 0.3]);
  if (candidates.length === 0) return null;
  return random.weighted(candidates, ([, weight]) => weight)[0];
}
