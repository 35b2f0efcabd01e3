import { createHash } from "node:crypto";
import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";
import { siteVehicles } from "../stock/known-slugs.ts";

/** A vehicle as an Algolia record: the whole vehicle record (the vehicle page reads it) keyed by id. */
export type IndexRecord = VehicleRecord & { objectID: string };

/**
 * The records of one index: the vehicles the sites searching it sell (sites may share an index,
 * each searching with its own dealer filter), each once, `objectID` its own or its id, and
 * `dealership_name` its dealership's name in the site where the feed gives none (see
 * withDealershipNames).
 */
export function indexRecords(
  sites: readonly SiteDefinition[],
  vehicles: readonly VehicleRecord[],
): IndexRecord[] {
  const byId = new Map<string, IndexRecord>();
  for (const site of sites) {
    const names = new Map(site.dealerships.map((dealership) => [dealership.id, dealership.name]));
    for (const vehicle of siteVehicles(site, vehicles)) {
      const objectID = vehicle.objectID ?? String(vehicle.id);
      if (byId.has(objectID)) continue;
      const name = vehicle.dealership_name ?? names.get(vehicle.dealership_id ?? "");
      byId.set(objectID, { ...vehicle, objectID, ...(name ? { dealership_name: name } : {}) });
    }
  }
  return [...byId.values()];
}

/** A short fingerprint of a record or settings, to send only what changed. */
export const fingerprint = (value: unknown) =>
  createHash("sha1").update(JSON.stringify(value)).digest("base64url");
