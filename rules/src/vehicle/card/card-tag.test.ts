import { describe, expect, it } from "vitest";
import { isTestDriveOnly } from "../status/test-drive-only.ts";
import { cardTag, type TaggedCar } from "./card-tag.ts";

const now = new Date("2026-11-21T00:00:00Z");
const nowSeconds = now.getTime() / 1000;

describe("the tag on a card", () => {
  const settings = {
    soldText: "JUST SOLD",
    newArrivalText: "New",
    newArrivalDays: 8,
    certifiedBadge: { make: "Toyota", text: "Toyota Certified" },
  };
  const base: TaggedCar = {
    status: "in_stock",
    car_type: "used",
    make: "Toyota",
    created_at_timestamp: nowSeconds - 30 * 86400,
  };
  const tag = (car: Partial<TaggedCar>) =>
    cardTag({ ...base, ...car }, settings, now)?.text ?? null;

  it("takes the first rule that applies, in the spec's order", () => {
    const all = {
      simple_fuel: "Hybrid",
      reserved: true,
      certified: true,
      tag: "Low KMs",
      status: "coming_soon",
      created_at_timestamp: nowSeconds - 86400,
    };
    expect(tag(all)).toBe("Hybrid");
    expect(tag({ ...all, simple_fuel: "Petrol" })).toBe("Reserved");
    expect(tag({ ...all, simple_fuel: "Petrol", reserved: false })).toBe("Toyota Certified");
    expect(tag({ ...all, simple_fuel: "Petrol", reserved: false, certified: false })).toBe(
      "Low KMs",
    );
    expect(
      tag({ ...all, simple_fuel: "Petrol", reserved: false, certified: false, tag: null }),
    ).toBe("COMING SOON");
    expect(tag({ created_at_timestamp: nowSeconds - 8 * 86400 })).toBe("New");
    expect(tag({ created_at_timestamp: nowSeconds - 9 * 86400 })).toBe(null);
  });
  it("shows Electric for electric cars", () => {
    expect(tag({ simple_fuel: "Electric" })).toBe("Electric");
  });
  it("shows the feed's own electric or hybrid tag as it is written", () => {
    expect(tag({ tag: "Plug-in Hybrid", reserved: true, simple_fuel: "Petrol" })).toBe(
      "Plug-in Hybrid",
    );
    expect(tag({ tag: " EV Electric ", simple_fuel: "Hybrid" })).toBe("EV Electric");
  });
  it("gives the certified badge only to used cars of the named manufacturer", () => {
    expect(tag({ certified: true, make: "Mazda" })).toBe(null);
    expect(tag({ certified: true, car_type: "demo" })).toBe(null);
  });
  it("shows the sold text on cars that can no longer be sold", () => {
    expect(tag({ status: "sold", reserved: true })).toBe("JUST SOLD");
  });
  it("knows a Test Drive Only car", () => {
    expect(isTestDriveOnly({ tag: "Test Drive Only" })).toBe(true);
    expect(isTestDriveOnly({ tag: "Low KMs" })).toBe(false);
  });
});
