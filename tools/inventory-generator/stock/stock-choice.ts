import type { CarType, ItemType } from "@storefront/schemas";
import { type Random, WeightedList } from "../random.ts";
import type { VehicleSpec } from "../specs/vehicle-spec.ts";
import type { ForcedTraits } from "./edge-cases.ts";
import { carTypeWeights } from "./inventory-mix.ts";
import type { SalesLocation, SiteStock } from "./site-stock.ts";

/** Share of a franchised dealer's used stock that is its own make (trade-ins, ex-demos). */
const ownMakeUsedShare = 0.35;

/** How common used stock is at each age in years (0 = this year's model, up to 15 years). */
const usedAgeWeights = [3, 8, 11, 12, 12, 11, 10, 8, 7, 6, 5, 4, 3, 2.5, 2, 1.5];
const oldestUsedAge = usedAgeWeights.length - 1;

export interface Placement {
  itemType: ItemType;
  carType: CarType;
  location: SalesLocation;
  spec: VehicleSpec;
}

export function newOnSale(spec: VehicleSpec, currentYear: number): boolean {
  return (
    spec.soldNew &&
    spec.firstYear <= currentYear &&
    (spec.lastYear === null || spec.lastYear >= currentYear)
  );
}

function usedYears(spec: VehicleSpec, currentYear: number): [number, number] {
  return [
    Math.max(spec.firstYear, currentYear - oldestUsedAge),
    Math.min(spec.lastYear ?? currentYear, currentYear),
  ];
}

function usedAgeMass(spec: VehicleSpec, currentYear: number): number {
  const [first, last] = usedYears(spec, currentYear);
  let mass = 0;
  for (let year = first; year <= last; year++) mass += usedAgeWeights[currentYear - year] ?? 0;
  return mass;
}

/** Draws what is in stock and where, honouring the site's franchises. */
export class StockChooser {
  private readonly usedSpecs = new Map<ItemType, WeightedList<VehicleSpec>>();
  private readonly newSpecs = new Map<SalesLocation, Map<ItemType, WeightedList<VehicleSpec>>>();
  private readonly ownMakeUsed = new Map<SalesLocation, Map<ItemType, WeightedList<VehicleSpec>>>();

  constructor(
    private readonly stock: SiteStock,
    specs: readonly VehicleSpec[],
    private readonly itemTypes: WeightedList<ItemType>,
    private readonly currentYear: number,
  ) {
    for (const itemType of ["car", "motorcycle", "truck", "caravan"] as const) {
      const ofType = specs.filter((spec) => spec.itemType === itemType);
      this.usedSpecs.set(itemType, this.usedList(ofType));
    }
    for (const location of stock.locations) {
      const lists = new Map<ItemType, WeightedList<VehicleSpec>>();
      for (const [itemType, list] of location.newSpecs) {
        lists.set(itemType, new WeightedList(list, (spec) => spec.pickWeight));
      }
      this.newSpecs.set(location, lists);
      const own = new Map<ItemType, WeightedList<VehicleSpec>>();
      for (const [itemType, makes] of location.franchisedMakes) {
        const used = this.usedSpecs.get(itemType)!;
        own.set(itemType, this.usedList(used.items.filter((spec) => makes.has(spec.make))));
      }
      this.ownMakeUsed.set(location, own);
    }
  }

  private usedList(specs: readonly VehicleSpec[]): WeightedList<VehicleSpec> {
    return new WeightedList(specs, (spec) => spec.pickWeight * usedAgeMass(spec, this.currentYear));
  }

  place(forced: ForcedTraits, random: Random): Placement {
    const itemType = forced.itemType ?? this.itemTypes.draw(random);
    const carType = forced.carType ?? random.fromTable(carTypeWeights[itemType]);
    const filter = this.specFilter(forced);
    if (carType !== "used") {
      const options = this.stock.franchisedFor(itemType).flatMap((location) => {
        const list = this.newSpecs.get(location)?.get(itemType);
        if (!list) return [];
        const specs = filter
          ? new WeightedList(list.items.filter(filter), (s) => s.pickWeight)
          : list;
        return specs.isEmpty ? [] : [{ location, specs }];
      });
      if (options.length > 0) {
        const { location, specs } = random.pick(options);
        return { itemType, carType, location, spec: specs.draw(random) };
      }
    }
    return this.placeUsed(itemType, forced, filter, random);
  }

  /**
   * Used stock goes to dealers that carry that kind of vehicle; a franchised dealer's used stock
   * leans to its own make, and certified cars only sit with a dealer of their make.
   */
  private placeUsed(
    itemType: ItemType,
    forced: ForcedTraits,
    filter: ((spec: VehicleSpec) => boolean) | undefined,
    random: Random,
  ): Placement {
    const narrow = (list: WeightedList<VehicleSpec>) =>
      filter ? this.usedList(list.items.filter(filter)) : list;
    const carriers = this.stock.usedStockFor(itemType);
    if (forced.certified) {
      const options = carriers.flatMap((location) => {
        const own = this.ownMakeUsed.get(location)?.get(itemType);
        const specs = own ? narrow(own) : undefined;
        return specs && !specs.isEmpty ? [{ location, specs }] : [];
      });
      if (options.length > 0) {
        const { location, specs } = random.pick(options);
        return { itemType, carType: "used", location, spec: specs.draw(random) };
      }
    }
    const location = random.pick(carriers);
    const own = this.ownMakeUsed.get(location)?.get(itemType);
    if (own && !filter && !own.isEmpty && random.chance(ownMakeUsedShare)) {
      return { itemType, carType: "used", location, spec: own.draw(random) };
    }
    const specs = narrow(this.usedSpecs.get(itemType)!);
    if (specs.isEmpty) {
      throw new Error(`No ${itemType} in the catalogue fits this vehicle's traits.`);
    }
    return { itemType, carType: "used", location, spec: specs.draw(random) };
  }

  private specFilter(forced: ForcedTraits): ((spec: VehicleSpec) => boolean) | undefined {
    const { specFilter, certified } = forced;
    if (!certified) return specFilter;
    const current = this.currentYear;
    return (spec) => {
      const [first, last] = usedYears(spec, current);
      return (specFilter?.(spec) ?? true) && first <= current - 1 && last >= current - 5;
    };
  }

  /** Model year: this year for new stock, this or last year for demos, an age curve for used. */
  year(placement: Placement, random: Random, forced: ForcedTraits): number {
    const { spec, carType } = placement;
    const current = this.currentYear;
    if (carType === "new") return current;
    if (carType === "demo")
      return random.chance(0.65) || spec.firstYear >= current ? current : current - 1;
    let [first, last] = usedYears(spec, current);
    // Certified programmes take cars up to about six years old.
    if (forced.certified)
      [first, last] = [Math.max(first, current - 5), Math.min(last, current - 1)];
    const years: number[] = [];
    for (let year = first; year <= last; year++) years.push(year);
    if (years.length === 0) return last;
    return random.weighted(years, (year) => usedAgeWeights[current - year] ?? 0.1);
  }
}
