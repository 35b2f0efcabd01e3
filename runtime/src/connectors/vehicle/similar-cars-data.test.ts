import { siteDefinition, vehicleRecord } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { similarCarsData } from "./similar-cars-data.ts";

const site = siteDefinition.parse({
  version: 1,
  slug: "group",
  name: "Group",
  template: "dealer-group",
});
const now = new Date("2026-03-02T00:00:00Z");
const car = (id: number) =>
  vehicleRecord.parse({
    id,
    slug: `2021-toyota-hilux-sr5-u${id}`,
    make: "Toyota",
    model: "HiLux",
    year: 2021,
    car_type: "used",
    status: "in_stock",
    created_at: "2026-01-01T00:00:00Z",
    stocknum: `U${id}`,
    km: 48200,
    price: 52990,
  });
const vehicle = car(1);

describe("similar cars data", () => {
  it("shows each car once, never the page's car, at most the block's count, as result cards", () => {
    const answer = {
      status: "success" as const,
      data: [
        [car(1), car(2), car(3)],
        [car(3), car(4), car(5)],
        [car(6), car(7), car(8), car(9)],
      ],
    };
    const data = similarCarsData({ site, now, vehicle, count: 6, answer });
    expect(data.status).toBe("ready");
    expect(data.cars.map((shown) => shown.id)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(data.vehicleHref(car(2))).toBe("/cars/2021-toyota-hilux-sr5-u2");
    expect(data.cardAttributes).toEqual(site.search.cardAttributes);
    expect(data.noPriceText).toBe("Enquire for price.");
  });
  it("is loading, then an error, with no cars", () => {
    expect(
      similarCarsData({ site, now, vehicle, count: 6, answer: { status: "pending" } }),
    ).toMatchObject({
      status: "loading",
      cars: [],
    });
    expect(
      similarCarsData({ site, now, vehicle, count: 6, answer: { status: "error" } }),
    ).toMatchObject({
      status: "error",
      cars: [],
    });
  });
});
