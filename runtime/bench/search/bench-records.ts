import { facetCatalog, type VehicleRecord } from "@storefront/schemas";
import { vehicleSearchableAttributes } from "../../server/search/vehicle-search-config.ts";

/** The facets of the search page (every attribute of the spec's search state). */
export const benchFacets = [
  ...new Set(Object.values(facetCatalog).map((facet) => facet.attribute)),
];

export const benchSearchable = vehicleSearchableAttributes;

export interface BenchSort {
  /** Replica index name. */
  name: string;
  attribute: "price" | "year" | "km";
  order: "asc" | "desc";
}

export const benchSorts: BenchSort[] = [
  { name: "cars_price_asc", attribute: "price", order: "asc" },
  { name: "cars_year_desc", attribute: "year", order: "desc" },
  { name: "cars_km_asc", attribute: "km", order: "asc" },
];

/** A vehicle reduced to what search reads: identity, rank, searchable and facet attributes. */
export type BenchRecord = Record<string, string | number | boolean | string[]>;

const slimFields = [
  ...new Set(["objectID", "id", "custom_rank", ...benchSearchable, ...benchFacets]),
];

/**
 * A vehicle slimmed to what search reads. The same slim records go to every engine, so memory
 * stays reasonable at a million vehicles; empty values are left out (the peers' schemas reject
 * nulls).
 */
export function slimRecord(vehicle: VehicleRecord): BenchRecord {
  const slim: BenchRecord = {};
  for (const field of slimFields) {
    const value = (vehicle as Record<string, unknown>)[field];
    if (value === null || value === undefined) continue;
    slim[field] = value as BenchRecord[string];
  }
  slim.objectID ??= String(vehicle.id);
  return slim;
}
