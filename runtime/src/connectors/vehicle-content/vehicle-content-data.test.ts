import { vehicleRecord } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { vehicleFeaturesData, vehicleSpecificationsData } from "./vehicle-content-data.ts";

const vehicle = (overrides: Record<string, unknown> = {}) =>
  vehicleRecord.parse({
    id: 1,
    slug: "2021-toyota-hilux-sr5-u1",
    make: "Toyota",
    model: "HiLux",
    badge: "SR5",
    year: 2021,
    car_type: "used",
    status: "in_stock",
    created_at: "2026-01-01T00:00:00Z",
    stocknum: "U1",
    km: 48200,
    price: 52990,
    images: [{ url: "/media/hilux-front.jpg" }],
    ...overrides,
  });

describe("the vehicle page's content blocks", () => {
  it("give all specifications from the variant detail, or a caravan's own", () => {
    const car = vehicle({ variant_detail: { cylinders: 4, torque: 500 } });
    expect(vehicleSpecificationsData(car).entries).toEqual([
      { label: "Cylinders", value: "4" },
      { label: "Torque", value: "500 Nm" },
    ]);
    const caravan = vehicle({ item_type: "caravan", body_length: 20, sleeps: 4 });
    expect(vehicleSpecificationsData(caravan).entries).toEqual([
      { label: "Body Length", value: "6.1 m" },
      { label: "Sleeps", value: "4" },
    ]);
    expect(vehicleSpecificationsData(vehicle()).entries).toEqual([]);
  });

  it("give the standard equipment without blank entries", () => {
    const car = vehicle({ standardEquipment: ["Reversing Camera", " ", "Apple CarPlay "] });
    expect(vehicleFeaturesData(car).features).toEqual(["Reversing Camera", "Apple CarPlay"]);
    expect(vehicleFeaturesData(vehicle()).features).toEqual([]);
  });
});
