import { type VehicleRecord, vehicleRecord } from "@storefront/schemas";

/**
 * The used 2021 HiLux the connector tests describe, with the fields each test is about laid
 * over it.
 */
export const testHilux = (fields: Record<string, unknown> = {}): VehicleRecord =>
  vehicleRecord.parse({
    id: 1,
    slug: "2021-toyota-hilux-sr5-u1",
    make: "Toyota",
    model: "HiLux",
    year: 2021,
    car_type: "used",
    status: "in_stock",
    created_at: "2026-01-01T00:00:00Z",
    stocknum: "U1",
    km: 48200,
    price: 52990,
    ...fields,
  });
