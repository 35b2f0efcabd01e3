import type { VehicleRecord } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { generateInventory } from "../generate.ts";

const now = new Date("2026-03-15T00:00:00Z");
const nowSeconds = now.getTime() / 1000;
const day = 86400;

/** The cases the storefront must handle, as a shopper would see them. */
const cases: Record<string, (vehicle: VehicleRecord) => boolean> = {
  "sold within the 3-day window (still listed)": (v) =>
    v.status === "sold" && nowSeconds - v.sold_date_timestamp! < 3 * day,
  "sold before the 3-day window": (v) =>
    v.status === "sold" && nowSeconds - v.sold_date_timestamp! > 3 * day,
  "no price (0)": (v) => v.price === 0,
  "no price (10 or less)": (v) => v.price > 0 && v.price <= 10,
  "coming soon": (v) => v.status === "coming_soon",
  "coming soon on preorder": (v) => v.status === "coming_soon" && v.preorder,
  reserved: (v) => v.reserved && v.status === "in_stock",
  "certified used car": (v) => v.certified && v.car_type === "used",
  electric: (v) => v.simple_fuel === "Electric",
  hybrid: (v) => v.simple_fuel === "Hybrid",
  "Test Drive Only tag": (v) => v.tag === "Test Drive Only",
  "new arrival (listed in the last 8 days)": (v) =>
    v.status === "in_stock" && nowSeconds - v.created_at_timestamp! < 8 * day,
  "no photos": (v) => v.images.length === 0,
  "one to three photos": (v) => v.images.length >= 1 && v.images.length <= 3,
  "expired registration": (v) => v.rego_expiry != null && Date.parse(v.rego_expiry) < now.getTime(),
  "more than $499 under the market average": (v) =>
    (v.autograb_data?.average_market_price ?? 0) - v.price > 499 && v.price > 10,
  "hidden from the dealer website": (v) => !v.show_on_dealer_website,
  "with a video": (v) => typeof v.video_url === "string",
  caravan: (v) => v.item_type === "caravan",
  motorcycle: (v) => v.item_type === "motorcycle",
  truck: (v) => v.item_type === "truck",
};

function missingCases(vehicles: VehicleRecord[]): string[] {
  return Object.entries(cases)
    .filter(([, present]) => !vehicles.some(present))
    .map(([name]) => name);
}

describe("edge cases", () => {
  it.each([1, 2, 3, 4, 5])("are all present in a 40-vehicle inventory (seed %i)", (seed) => {
    expect(missingCases(generateInventory({ count: 40, seed, now }))).toEqual([]);
  });

  it("are all present in a large inventory, in realistic numbers", () => {
    const vehicles = generateInventory({ count: 4000, seed: 9, now });
    expect(missingCases(vehicles)).toEqual([]);
    const share = (test: (vehicle: VehicleRecord) => boolean) =>
      vehicles.filter(test).length / vehicles.length;
    expect(share((v) => v.price <= 10)).toBeLessThan(0.03);
    expect(share((v) => v.reserved)).toBeLessThan(0.05);
    expect(share((v) => v.status === "in_stock")).toBeGreaterThan(0.7);
    expect(share((v) => v.tag == null)).toBeGreaterThan(0.6);
    expect(share((v) => v.visibility <= 3)).toBeGreaterThan(0.8);
    expect(share((v) => v.show_on_dealer_website)).toBeGreaterThan(0.9);
  });

  it("shows no price type, finance or price bucket for vehicles without a price", () => {
    const vehicles = generateInventory({ count: 4000, seed: 9, now }).filter((v) => v.price <= 10);
    expect(vehicles.length).toBeGreaterThan(0);
    for (const vehicle of vehicles) {
      expect(vehicle.price_type).toBeUndefined();
      expect(vehicle.finance_lenders).toBeUndefined();
      expect(vehicle.price_range).toBeUndefined();
      expect(vehicle.weekly_price).toBeNull();
    }
  });

  it("tags electrified vehicles with their fuel, and only them", () => {
    const vehicles = generateInventory({ count: 3000, seed: 11, now });
    const tagged = vehicles.filter((v) => v.tag === "Electric" || v.tag === "Hybrid");
    expect(tagged.length).toBeGreaterThan(0);
    for (const vehicle of tagged) expect(vehicle.simple_fuel).toBe(vehicle.tag);
  });

  it("certifies only used cars of makes with a certified programme, five model years back at most", () => {
    const certifying = new Set(["Toyota", "Lexus", "Mazda", "Hyundai", "Kia", "Nissan", "Subaru"]);
    const vehicles = generateInventory({ count: 3000, seed: 12, now }).filter((v) => v.certified);
    expect(vehicles.length).toBeGreaterThan(0);
    for (const vehicle of vehicles) {
      expect(vehicle.car_type).toBe("used");
      expect(vehicle.item_type).toBe("car");
      expect(2026 - vehicle.year).toBeLessThanOrEqual(5);
    }
    expect(vehicles.some((vehicle) => certifying.has(vehicle.make))).toBe(true);
  });

  it("reserves and preorders only available stock", () => {
    for (const vehicle of generateInventory({ count: 3000, seed: 13, now })) {
      if (vehicle.reserved) expect(vehicle.status).toBe("in_stock");
      if (vehicle.preorder) expect(vehicle.status).toBe("coming_soon");
    }
  });
});
