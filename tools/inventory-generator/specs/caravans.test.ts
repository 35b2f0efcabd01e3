import { describe, expect, it } from "vitest";
import { generateInventory } from "../generate.ts";

const now = new Date("2026-03-15T00:00:00Z");
const inventory = generateInventory({ count: 1500, seed: 8, now, mix: "caravan-dealer" });
const caravans = inventory.filter((vehicle) => vehicle.item_type === "caravan");

describe("caravans and RVs", () => {
  it("make up most of a caravan dealer's stock", () => {
    expect(caravans.length / inventory.length).toBeGreaterThan(0.85);
    expect(caravans.length).toBeLessThan(inventory.length);
  });

  it("carry their size in feet, masses in kg, axles and berths", () => {
    for (const caravan of caravans) {
      expect(caravan.body_length).toBeGreaterThanOrEqual(10);
      expect(caravan.body_length).toBeLessThanOrEqual(30);
      expect(caravan.body_width).toBeGreaterThanOrEqual(6);
      expect(caravan.body_width).toBeLessThanOrEqual(8.5);
      expect(caravan.tare_weight).toBeLessThan(caravan.aggregate_trailer_mass!);
      expect(["Single", "Tandem"]).toContain(caravan.axle_type);
      expect(caravan.sleeps).toBeGreaterThanOrEqual(2);
      expect(caravan.simple_body).toBe("Caravan");
      expect(caravan.km).toBe(0);
      expect(caravan.simple_fuel).toBeUndefined();
    }
  });

  it("give the same length in millimetres in the variant detail (1 ft = 0.3048 m)", () => {
    for (const caravan of caravans) {
      expect(caravan.variant_detail?.vehiclelength).toBeCloseTo(caravan.body_length! * 304.8, -1);
    }
  });

  it("are drawn as caravans in the gallery", () => {
    const photographed = caravans.filter((caravan) => caravan.images.length > 0);
    expect(
      photographed.every((caravan) =>
        caravan.primary_image_url?.startsWith("/media/placeholder/caravan/"),
      ),
    ).toBe(true);
  });

  it("range from couples' vans to family vans with bunks", () => {
    expect(caravans.some((caravan) => caravan.sleeps === 2)).toBe(true);
    expect(
      caravans.some(
        (caravan) => (caravan.sleeps ?? 0) >= 5 && caravan.filtered_features?.includes("Bunks"),
      ),
    ).toBe(true);
  });
});
