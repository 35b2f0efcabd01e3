import { carFeedRecord } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { generateInventory } from "../../../tools/inventory-generator/generate.ts";
import { feedVehicle } from "./feed-vehicle.ts";

describe("a feed record shown from the feed's own text", () => {
  it("is the vehicle the feed's check read, exactly as it was kept written out as JSON", () => {
    const [car] = generateInventory({ count: 1, seed: 5, now: new Date("2026-05-01T00:00:00Z") });
    // As a feed writes it: absent fields as null, figures as text, a nested null, a -0.
    const text = JSON.stringify({
      ...car,
      tag: null,
      badge: null,
      views: null,
      price: "45990",
      km: 0,
      reserved: "false",
      build_date: "2018-03",
      variant_detail: { ...car!.variant_detail, torque: null, cylinders: "4" },
      extra_field: { kept: false },
    }).replace('"km":0', '"km":-0');
    const checked = carFeedRecord.parse(JSON.parse(text));
    const shown = feedVehicle(text);
    expect(shown).toStrictEqual(JSON.parse(JSON.stringify(checked)));
    expect(Object.is(shown.km, 0)).toBe(true);
    expect(shown).toMatchObject({ price: 45990, reserved: false, build_date: "2018-03-01" });
    expect("tag" in shown || "extra_field" in shown).toBe(false);
  });
});
