import { fixtureVehicle } from "@storefront/design-system/blocks/vehicle-card/vehicle-fixtures.ts";
import { describe, expect, it } from "vitest";
import { dealerGroupSite } from "../test-fixtures.ts";
import { savedCarsData } from "./saved-cars-data.ts";

const site = dealerGroupSite();
const hilux = fixtureVehicle();
const ranger = fixtureVehicle({
  id: 7,
  slug: "2024-ford-ranger-xlt-n7",
  make: "Ford",
  model: "Ranger",
});
const onRemove = () => {};

describe("savedCarsData", () => {
  it("keeps the shopper's order, with each car as the site lists it and a link to its page", () => {
    const data = savedCarsData({
      site,
      entries: [
        { id: ranger.id, name: "Ranger" },
        { id: hilux.id, name: "HiLux" },
      ],
      answer: { status: "success", data: [hilux, ranger] },
      onRemove,
    });
    expect(data.status).toBe("ready");
    expect(data.cars.map((car) => [car.id, car.href, car.vehicle?.model])).toEqual([
      [7, "/cars/2024-ford-ranger-xlt-n7", "Ranger"],
      [hilux.id, `/cars/${hilux.slug}`, "HiLux"],
    ]);
    expect(data.noPriceText).toBe("Enquire for price.");
  });

  it("keeps a car the site no longer lists by its kept name, or says it is no longer listed", () => {
    const data = savedCarsData({
      site,
      entries: [{ id: 3, name: "2019 Mazda CX-5", slug: "2019-mazda-cx-5" }, { id: 4 }],
      answer: { status: "success", data: [] },
      onRemove,
    });
    expect(data.cars).toEqual([
      { id: 3, name: "2019 Mazda CX-5", href: "/cars/2019-mazda-cx-5", vehicle: undefined },
      { id: 4, name: "A car no longer listed", href: "/cars/4", vehicle: undefined },
    ]);
  });

  it("is loading until the list is read and, when it holds cars, their records are in", () => {
    const pending = { status: "pending" as const };
    expect(savedCarsData({ site, entries: undefined, answer: pending, onRemove }).status).toBe(
      "loading",
    );
    expect(savedCarsData({ site, entries: [{ id: 1 }], answer: pending, onRemove }).status).toBe(
      "loading",
    );
    expect(savedCarsData({ site, entries: [], answer: pending, onRemove }).status).toBe("ready");
    expect(
      savedCarsData({ site, entries: [{ id: 1 }], answer: { status: "error" }, onRemove }).status,
    ).toBe("error");
  });
});
