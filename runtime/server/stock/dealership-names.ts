import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";
import type { RecordSource } from "../search/indexing/record-source.ts";
import type { VehicleList } from "./vehicle-list.ts";

const nameAttribute = "dealership_name";

/**
 * The stock as the search engine reads it, each vehicle carrying its dealership's name. A feed
 * written to the specification's Car fields names the dealership by id (and slug) only, while
 * the dealership facet and `/search/{dealership}` search by name: a vehicle without one gets the
 * name its dealership has in the served sites (the first site naming that id).
 */
export function withDealershipNames(
  vehicles: VehicleList,
  sites: readonly SiteDefinition[],
): RecordSource {
  const names = new Map<string, string>();
  for (const site of sites)
    for (const dealership of site.dealerships)
      if (!names.has(dealership.id)) names.set(dealership.id, dealership.name);
  if (!names.size) return vehicles;
  const nameOf = (id: unknown) => (typeof id === "string" ? names.get(id) : undefined);
  return {
    get length() {
      return vehicles.length;
    },
    at(index) {
      const vehicle: VehicleRecord = vehicles.at(index);
      const name = vehicle.dealership_name === undefined && nameOf(vehicle.dealership_id);
      return name ? { ...vehicle, dealership_name: name } : vehicle;
    },
    // The names filled in are read from the records (readAttributes), the rest as the list keeps them.
    columnValues: (attribute, documents) =>
      attribute === nameAttribute ? undefined : vehicles.columnValues(attribute, documents),
    attributeReader: (attribute, documents) =>
      attribute === nameAttribute ? undefined : vehicles.attributeReader(attribute, documents),
    *readAttributes(attributes, documents) {
      if (!attributes.includes(nameAttribute))
        return yield* vehicles.readAttributes(attributes, documents);
      const table = yield* vehicles.readAttributes([...attributes, "dealership_id"], documents);
      const ids = table.get("dealership_id")!;
      // The list's own columns, just read: filled in where they are.
      const named = table.get(nameAttribute) as unknown[];
      for (let doc = 0; doc < named.length; doc++) named[doc] ??= nameOf(ids[doc]);
      return table;
    },
  };
}
