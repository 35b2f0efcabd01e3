import type { ItemType, VehicleRecord } from "@storefront/schemas";
import { Random, WeightedList } from "./random.ts";
import { buildCarSpecs } from "./specs/car-specs.ts";
import { buildCaravanSpecs } from "./specs/caravan-specs.ts";
import { buildMotorcycleSpecs } from "./specs/motorcycle-specs.ts";
import { buildTruckSpecs } from "./specs/truck-specs.ts";
import type { VehicleSpec } from "./specs/vehicle-spec.ts";
import { defaultDealerships, defaultLocations } from "./stock/default-site.ts";
import { edgeCases, type ForcedTraits } from "./stock/edge-cases.ts";
import {
  type InventoryMix,
  itemTypeWeights,
  type MixPresetName,
  resolveMix,
} from "./stock/inventory-mix.ts";
import { type InventorySite, SiteStock } from "./stock/site-stock.ts";
import { newOnSale, StockChooser } from "./stock/stock-choice.ts";
import { buildVehicle, type GenerationContext } from "./vehicle/build-vehicle.ts";

export type { InventorySite } from "./stock/site-stock.ts";

export interface GenerateInventoryOptions {
  count: number;
  seed: string | number;
  /** Nothing is dated after this. Default: today at 00:00 UTC. */
  now?: Date;
  /** Dealerships and locations of a site definition. Default: a built-in dealer group. */
  site?: InventorySite;
  /** Relative weights of cars, motorcycles, trucks and caravans, or a preset name. */
  mix?: Partial<InventoryMix> | MixPresetName;
}

const nothingForced: ForcedTraits = Object.freeze({});

let specCache: VehicleSpec[] | undefined;

/** Every variant in the catalogue: cars, motorcycles, trucks and caravans. */
export function catalogueSpecs(): readonly VehicleSpec[] {
  specCache ??= [
    ...buildCarSpecs(),
    ...buildMotorcycleSpecs(),
    ...buildTruckSpecs(),
    ...buildCaravanSpecs(),
  ];
  return specCache;
}

export function startOfTodayUtc(): Date {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
}

export const defaultSite: InventorySite = {
  dealerships: defaultDealerships,
  locations: defaultLocations,
};

/**
 * Generates a realistic Australian dealer inventory. The same options always give the same
 * records; vary `seed` for a different stock list.
 */
export function generateInventory(options: GenerateInventoryOptions): VehicleRecord[] {
  return Array.from(generateVehicles(options));
}

/**
 * The same vehicles as `generateInventory`, one at a time, so very large inventories can be
 * written out without holding them all. Bad options throw at once, not on the first vehicle.
 */
export function generateVehicles(options: GenerateInventoryOptions): Generator<VehicleRecord> {
  const { count } = options;
  if (!Number.isInteger(count) || count < 0) {
    throw new Error("count must be a whole number of 0 or more.");
  }
  const now = options.now ?? startOfTodayUtc();
  if (Number.isNaN(now.getTime())) throw new Error("now must be a valid date.");
  const currentYear = now.getUTCFullYear();
  const weights = itemTypeWeights(resolveMix(options.mix));
  const random = new Random(options.seed);
  const specs = catalogueSpecs();
  const stock = new SiteStock(options.site ?? defaultSite, specs, (spec) =>
    newOnSale(spec, currentYear),
  );
  const itemTypes = new WeightedList(Object.keys(weights) as ItemType[], (type) => weights[type]);
  let sequence = random.int(100000, 400000);
  const context: GenerationContext = {
    random,
    now: Math.floor(now.getTime() / 1000),
    currentYear,
    chooser: new StockChooser(stock, specs, itemTypes, currentYear),
    nextSequence: () => {
      sequence += random.int(1, 4);
      return sequence;
    },
  };
  const forcedAt = assignEdgeCases(count, weights, random);
  const firstId = random.int(1, 90) * 10000;
  return (function* vehicles() {
    for (let index = 0; index < count; index++) {
      yield buildVehicle(context, firstId + index + 1, forcedAt.get(index) ?? nothingForced);
    }
  })();
}

/** Spreads the edge cases over random positions, skipping item types the mix leaves out. */
function assignEdgeCases(
  count: number,
  weights: Record<ItemType, number>,
  random: Random,
): Map<number, ForcedTraits> {
  const applicable = edgeCases.filter(
    (edgeCase) => !edgeCase.itemType || weights[edgeCase.itemType] > 0,
  );
  const chosen = applicable.slice(0, count);
  const positions = random.distinctIndices(chosen.length, count);
  return new Map(positions.map((position, i) => [position, chosen[i]!]));
}
