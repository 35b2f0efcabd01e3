import type { ItemType, VariantDetail, VehicleRecord } from "@storefront/schemas";
import type { PlaceholderBody } from "../../../runtime/server/media/placeholder-palette.ts";
import type { PaletteName } from "../catalogue/colours.ts";
import type { EquipmentCondition, EquipmentRow } from "../catalogue/equipment.ts";

export type SimpleFuel = "Petrol" | "Diesel" | "Hybrid" | "Electric" | "Plug-in Hybrid";

/** Record fields that depend only on the make, model and badge. */
export type DescriptiveFields = Pick<
  VehicleRecord,
  | "simple_body"
  | "body"
  | "simple_transmission"
  | "trans"
  | "simple_fuel"
  | "fuel"
  | "simple_drive"
  | "drive"
  | "seats"
  | "doors"
  | "engine_size"
  | "engine_size_litres"
  | "body_width"
  | "body_length"
  | "tare_weight"
  | "axle_type"
  | "sleeps"
  | "aggregate_trailer_mass"
>;

/** One buyable variant (make, model, badge) with everything the generator needs about it. */
export interface VehicleSpec {
  itemType: ItemType;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  firstYear: number;
  /** Last model year; null while it is still sold new. */
  lastYear: number | null;
  /** Drive-away price of a new one of the latest model year. */
  newPrice: number;
  /** Relative chance of being in stock. */
  pickWeight: number;
  /** Share of the new price kept after the first year, then each later year. */
  firstYearKeep: number;
  keep: number;
  kmPerYear: number;
  soldNew: boolean;
  certifiedProgramme: boolean;
  luxury: boolean;
  wmi: string;
  hasNvic: boolean;
  imageBody: PlaceholderBody;
  palette: PaletteName;
  hasInterior: boolean;
  simpleFuel: SimpleFuel | null;
  fields: DescriptiveFields;
  variantDetail: VariantDetail;
  /** Equipment this trim has, before filtering by model year. */
  equipment: readonly EquipmentRow[];
  categories: readonly string[];
  /** Words used in dealer comments, e.g. "ute", "motorcycle". */
  noun: string;
}

/** Entry trims are more common than the flagship: weights fall across a model's trims. */
export function trimShare(index: number, count: number): number {
  if (count <= 1) return 1;
  const raw = (i: number) => 1.6 - (1.2 * i) / (count - 1);
  let total = 0;
  for (let i = 0; i < count; i++) total += raw(i);
  return raw(index) / total;
}

export function equipmentFor(
  rows: readonly EquipmentRow[],
  tier: number,
  applies: (condition: EquipmentCondition) => boolean,
): EquipmentRow[] {
  return rows.filter(
    ([, , minTier, , condition]) => minTier <= tier && applies(condition ?? "any"),
  );
}

export function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
