import { createHash } from "node:crypto";
import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";
import { siteVehicles } from "../stock/known-slugs.ts";

/** A vehicle as an Algolia record: the whole vehicle record (the vehicle page reads it) keyed by id. */
export type IndexRecord = VehicleRecord & { objectID: string };

/**
 * The records of one index: the vehicles the sites searching it sell (sites may share an index,
 * each searching with its own dealer filter), each once, `objectID` its own or its id. A site shows
 * only the names of dealerships it owns (one naming none sells the whole feed and names none), and
 * every site selling a car shows its one record: where the feed gives no `dealership_name`, the
 * record takes its dealership's name only when each of those sites gives it that same name.
 */
export function indexRecords(
  sites: readonly SiteDefinition[],
  vehicles: readonly VehicleRecord[],
): IndexRecord[] {
  const sellers = new Map<string, { vehicle: VehicleRecord; names: (string | undefined)[] }>();
  for (const site of sites) {
    const names = new Map(site.dealerships.map((dealership) => [dealership.id, dealership.name]));
    for (const vehicle of siteVehicles(site, vehicles)) {
      const objectID = vehicle.objectID ?? String(vehicle.id);
      const seen = sellers.get(objectID) ?? { vehicle, names: [] };
      sellers.set(objectID, seen);
      // A later record with the same objectID is left out, as the index holds one.
      if (seen.vehicle === vehicle) seen.names.push(names.get(vehicle.dealership_id ?? ""));
    }
  }
  return [...sellers].map(([objectID, { vehicle, names }]) => {
    const agreed = names.every((name) => name === names[0]) ? names[0] : undefined;
    const name = vehicle.dealership_name ?? agreed;
    return { ...vehicle, objectID, ...(name ? { dealership_name: name } : {}) };
  });
}

/** A short fingerprint of a record or settings, to send only what changed. */
export const fingerprint = (value: unknown) =>
  createHash("sha1").update(JSON.stringify(value)).digest("base64url");
