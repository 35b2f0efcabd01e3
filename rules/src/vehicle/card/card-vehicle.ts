import type { CardAttribute, VehicleRecord } from "@storefront/schemas";

/**
 * The fields of a vehicle record a result card reads (heading, price, tag, photo, links and the
 * VIN that picks the finance page, favourite). A search asks only for these plus the configured attributes: a full record is
 * several kilobytes, mostly detail the vehicle page shows. The photo is `primary_image_url`, which
 * every validated record carries when it has one; the gallery stays out of the results.
 */
const cardVehicleFields = [
  "id",
  "slug",
  "path",
  "name",
  "year",
  "make",
  "model",
  "badge",
  "series",
  "price",
  "price_type",
  "before_price",
  "status",
  "tag",
  "reserved",
  "certified",
  "car_type",
  "simple_fuel",
  "created_at",
  "created_at_timestamp",
  "primary_image_url",
  "vin",
] as const satisfies readonly (keyof VehicleRecord)[];

/** A vehicle as a result card receives it. */
export type CardVehicle = Pick<VehicleRecord, (typeof cardVehicleFields)[number]> &
  Partial<Pick<VehicleRecord, CardAttribute>>;

/** The attributes a search retrieves for cards showing `attributes`. */
export function cardVehicleAttributes(attributes: readonly CardAttribute[]): string[] {
  return [...new Set<string>([...cardVehicleFields, ...attributes])];
}
