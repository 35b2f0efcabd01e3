import { vehicleRecord } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { placeholderParams } from "../../runtime/server/media/routes.ts";
import { generateInventory } from "./generate.ts";

const now = new Date("2026-03-15T00:00:00Z");
const inventory = generateInventory({ count: 2000, seed: 42, now });

// Generating and checking 2,000 vehicles takes seconds on a busy machine.
describe("generateInventory", { timeout: 30_000 }, () => {
  it("gives byte-identical output for the same arguments", () => {
    const again = generateInventory({ count: 2000, seed: 42, now });
    expect(JSON.stringify(again)).toBe(JSON.stringify(inventory));
  });

  it("gives different stock for a different seed", () => {
    const other = generateInventory({ count: 2000, seed: 43, now });
    expect(other.map((vehicle) => vehicle.slug)).not.toEqual(
      inventory.map((vehicle) => vehicle.slug),
    );
  });

  it("treats a numeric seed and its text form alike", () => {
    const fromText = generateInventory({ count: 50, seed: "42", now });
    expect(fromText).toEqual(generateInventory({ count: 50, seed: 42, now }));
  });

  it("produces records that all pass the vehicle record schema", () => {
    const failures = inventory.filter((vehicle) => !vehicleRecord.safeParse(vehicle).success);
    expect(failures.map((vehicle) => vehicle.slug)).toEqual([]);
  });

  it("returns exactly the count asked for", () => {
    expect(inventory).toHaveLength(2000);
    expect(generateInventory({ count: 0, seed: 1, now })).toEqual([]);
  });

  it("never repeats an id, stock number, slug or VIN", () => {
    for (const key of ["id", "stocknum", "slug", "vin"] as const) {
      expect(new Set(inventory.map((vehicle) => vehicle[key])).size).toBe(inventory.length);
    }
  });

  it("builds slugs from year, make, model, badge and stock number, and paths from slugs", () => {
    for (const vehicle of inventory) {
      expect(vehicle.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(vehicle.slug.startsWith(`${vehicle.year}-`)).toBe(true);
      expect(vehicle.slug.endsWith(`-${vehicle.stocknum.toLowerCase()}`)).toBe(true);
      expect(vehicle.path).toBe(`/cars/${vehicle.slug}`);
    }
  });

  it("dates nothing after now and keeps listings within about 120 days", () => {
    const nowSeconds = now.getTime() / 1000;
    for (const vehicle of inventory) {
      expect(vehicle.created_at_timestamp).toBeLessThanOrEqual(nowSeconds);
      expect(nowSeconds - vehicle.created_at_timestamp!).toBeLessThanOrEqual(121 * 86400);
      expect(Date.parse(vehicle.updated_at!)).toBeGreaterThanOrEqual(
        Date.parse(vehicle.created_at),
      );
      expect(Date.parse(vehicle.created_at) / 1000).toBe(vehicle.created_at_timestamp);
      if (vehicle.sold_date_timestamp != null) {
        expect(vehicle.sold_date_timestamp).toBeLessThanOrEqual(nowSeconds);
        expect(vehicle.sold_date_timestamp).toBeGreaterThan(vehicle.created_at_timestamp!);
      }
    }
  });

  it("points every photo at a placeholder the media route can draw, and counts them", () => {
    for (const vehicle of inventory) {
      expect(vehicle.photos_count).toBe(vehicle.images.length);
      expect(vehicle.images.length).toBeLessThanOrEqual(20);
      expect(vehicle.primary_image_url).toBe(vehicle.images[0]?.url);
      for (const image of vehicle.images) {
        if (image.isVideo) throw new Error("Photos only");
        for (const url of [image.url, image.thumb?.url ?? ""]) {
          const [, , , body, colour, file] = url.split("/");
          expect(placeholderParams.safeParse({ body, colour, file }).success).toBe(true);
        }
      }
    }
  });

  it("gives a few photographed cars in stock a 360° spin of placeholder frames", () => {
    const spins = inventory.filter((vehicle) => vehicle.spin_images);
    expect(spins.length).toBeGreaterThan(5);
    expect(spins.length).toBeLessThan(inventory.length / 40);
    for (const vehicle of spins) {
      expect(vehicle.status).toBe("in_stock");
      expect(vehicle.spin_images).toHaveLength(12);
      expect(new Set(vehicle.spin_images).size).toBe(12);
      for (const url of vehicle.spin_images ?? []) {
        const [, , , body, colour, file] = url.split("/");
        expect(placeholderParams.safeParse({ body, colour, file }).success).toBe(true);
      }
    }
  });

  it("draws each vehicle in its own body type and colour", () => {
    const ute = inventory.find(
      (vehicle) => vehicle.simple_body === "Ute" && vehicle.images.length > 0,
    );
    expect(ute?.primary_image_url).toBe(
      `/media/placeholder/ute/${ute?.colour?.toLowerCase()}/1.svg`,
    );
  });

  it("writes 17-character VINs with a valid check digit and the model-year code", () => {
    const letterValues = "A1B2C3D4E5F6G7H8J1K2L3M4N5P7R9S2T3U4V5W6X7Y8Z9";
    const transliterate = (character: string) =>
      /\d/.test(character)
        ? Number(character)
        : Number(letterValues[letterValues.indexOf(character) + 1]);
    const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
    for (const { vin, year } of inventory.slice(0, 300)) {
      expect(vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      const sum = [...vin!].reduce(
        (total, character, i) => total + transliterate(character) * weights[i]!,
        0,
      );
      expect(vin![8]).toBe(sum % 11 === 10 ? "X" : String(sum % 11));
      expect(vin![9]).toBe("ABCDEFGHJKLMNPRSTVWXY"[year - 2010] ?? String(year - 2000));
    }
  });

  it("rejects a count that is not a whole number", () => {
    expect(() => generateInventory({ count: 2.5, seed: 1, now })).toThrow(/whole number/);
  });
});
