import type { Dealership, ItemType, Location, VehicleRecord } from "@storefront/schemas";
import type { VehicleSpec } from "../specs/vehicle-spec.ts";
import { franchisedLines, type MakeLines, normaliseMake } from "./manufacturer-match.ts";

/** The part of a site definition the generator reads. */
export interface InventorySite {
  dealerships: Dealership[];
  locations: Location[];
}

type LocationFields = Pick<
  VehicleRecord,
  | "location"
  | "location_id"
  | "dealership_id"
  | "dealership_slug"
  | "dealership_name"
  | "location_name"
  | "city"
  | "state"
>;

export interface SalesLocation {
  id: string;
  state: string;
  fields: LocationFields;
  /** Specs this location may sell new (its franchises), per item type. */
  newSpecs: Map<ItemType, VehicleSpec[]>;
  /** Makes it holds a franchise for, per item type. */
  franchisedMakes: Map<ItemType, Set<string>>;
  /** A used-car yard: no franchises at all. */
  usedOnly: boolean;
}

/** Which locations can hold which stock. Only visible sales locations hold stock. */
export class SiteStock {
  readonly locations: SalesLocation[];

  constructor(
    site: InventorySite,
    specs: readonly VehicleSpec[],
    newOnSale: (spec: VehicleSpec) => boolean,
  ) {
    const makeLines = new Map<string, Set<ItemType>>();
    for (const spec of specs) {
      const make = normaliseMake(spec.make);
      const lines = makeLines.get(make) ?? new Set<ItemType>();
      lines.add(spec.itemType);
      makeLines.set(make, lines);
    }
    const sales = site.locations.filter(
      (location) =>
        location.visible !== false &&
        (location.location_type === "sales" || location.location_type == null),
    );
    if (sales.length === 0) {
      throw new Error("The site has no visible sales locations to hold stock.");
    }
    this.locations = sales.map((location) => {
      const dealership = site.dealerships.find(
        (candidate) => candidate.id === location.dealership_id,
      );
      const newSpecs = new Map<ItemType, VehicleSpec[]>();
      const franchises = franchisedLines(location.manufacturers ?? [], makeLines as MakeLines);
      for (const spec of specs) {
        if (!newOnSale(spec)) continue;
        if (!franchises.get(normaliseMake(spec.make))?.has(spec.itemType)) continue;
        const list = newSpecs.get(spec.itemType) ?? [];
        list.push(spec);
        newSpecs.set(spec.itemType, list);
      }
      const franchisedMakes = new Map<ItemType, Set<string>>();
      for (const [itemType, list] of newSpecs) {
        franchisedMakes.set(itemType, new Set(list.map((spec) => spec.make)));
      }
      return {
        id: location.id,
        state: location.address.state,
        fields: locationFields(location, dealership),
        newSpecs,
        franchisedMakes,
        usedOnly: (location.manufacturers ?? []).length === 0,
      };
    });
  }

  /** Locations with a franchise for new stock of this item type. */
  franchisedFor(itemType: ItemType): SalesLocation[] {
    return this.locations.filter((location) => (location.newSpecs.get(itemType)?.length ?? 0) > 0);
  }

  /**
   * Where used stock of this item type is sold: its franchised dealers and, for cars, the used
   * yards; any sales location when nobody carries that kind of vehicle.
   */
  usedStockFor(itemType: ItemType): SalesLocation[] {
    const carriers = this.locations.filter(
      (location) =>
        (location.newSpecs.get(itemType)?.length ?? 0) > 0 ||
        (itemType === "car" && location.usedOnly),
    );
    return carriers.length > 0 ? carriers : this.locations;
  }
}

function locationFields(location: Location, dealership: Dealership | undefined): LocationFields {
  const { address } = location;
  const phone = location.contact_detail.phone;
  const dealershipSlug = location.dealership_slug ?? dealership?.slug;
  return {
    location: {
      id: location.id,
      name: location.name,
      ...(phone ? { phone } : {}),
      slug: location.slug,
      address: {
        street: address.street,
        city: address.city,
        state: address.state,
        postcode: address.postcode,
        ...(address.place_url ? { place_url: address.place_url } : {}),
      },
    },
    location_id: location.id,
    dealership_id: location.dealership_id,
    ...(dealershipSlug ? { dealership_slug: dealershipSlug } : {}),
    dealership_name: dealership?.name ?? location.name,
    location_name: location.name,
    city: address.city,
    state: address.state,
  };
}
