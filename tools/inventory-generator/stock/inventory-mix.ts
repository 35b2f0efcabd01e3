import type { CarType, ItemType } from "@storefront/schemas";

/** Relative weights of each kind of vehicle in the inventory. */
export interface InventoryMix {
  cars: number;
  motorcycles: number;
  trucks: number;
  caravans: number;
}

export const mixPresets = {
  /** A car dealer group with a few bikes, trucks and vans on the side. */
  default: { cars: 90, motorcycles: 4, trucks: 3, caravans: 3 },
  "car-dealer": { cars: 100, motorcycles: 0, trucks: 0, caravans: 0 },
  /** Caravans and RVs, plus the odd trade-in car or tow vehicle. */
  "caravan-dealer": { cars: 8, motorcycles: 0, trucks: 0, caravans: 92 },
  "motorcycle-dealer": { cars: 4, motorcycles: 96, trucks: 0, caravans: 0 },
  "truck-dealer": { cars: 10, motorcycles: 0, trucks: 90, caravans: 0 },
} satisfies Record<string, InventoryMix>;

export type MixPresetName = keyof typeof mixPresets;

export function isMixPresetName(name: string): name is MixPresetName {
  return Object.hasOwn(mixPresets, name);
}

/** Fills missing weights with 0 when some are given, or uses the default mix when none are. */
export function resolveMix(mix: Partial<InventoryMix> | MixPresetName | undefined): InventoryMix {
  if (mix === undefined) return mixPresets.default;
  if (typeof mix === "string") return mixPresets[mix];
  const resolved: InventoryMix = {
    cars: mix.cars ?? 0,
    motorcycles: mix.motorcycles ?? 0,
    trucks: mix.trucks ?? 0,
    caravans: mix.caravans ?? 0,
  };
  const weights = Object.values(resolved);
  if (weights.some((weight) => !Number.isFinite(weight) || weight < 0)) {
    throw new Error("Mix weights must be zero or positive numbers.");
  }
  if (weights.every((weight) => weight === 0)) {
    throw new Error("At least one mix weight must be above zero.");
  }
  return resolved;
}

export function itemTypeWeights(mix: InventoryMix): Record<ItemType, number> {
  return { car: mix.cars, motorcycle: mix.motorcycles, truck: mix.trucks, caravan: mix.caravans };
}

/** New, demo and used shares per kind of vehicle, as Australian dealers stock them. */
export const carTypeWeights: Record<ItemType, Record<CarType, number>> = {
  car: { new: 36, demo: 7, used: 57 },
  motorcycle: { new: 55, demo: 3, used: 42 },
  truck: { new: 45, demo: 5, used: 50 },
  caravan: { new: 60, demo: 2, used: 38 },
};
