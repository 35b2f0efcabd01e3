import { describe, expect, it } from "vitest";
import { cardActionHrefs, vehicleHref, vehiclePageUrl } from "./card-links.ts";

const car = { id: 48213, slug: "2021-toyota-hilux-sr5-u48213", path: undefined };

describe("result card links", () => {
  it("lead to the vehicle's page: the feed's path, else /cars/{slug}", () => {
    expect(vehicleHref(car)).toBe("/cars/2021-toyota-hilux-sr5-u48213");
    expect(vehicleHref({ ...car, path: "/used/hilux-u48213" })).toBe("/used/hilux-u48213");
  });

  it("send finance to the personalised page only when the car has a VIN", () => {
    expect(cardActionHrefs(car)).toEqual({
      enquireHref: "/cars/2021-toyota-hilux-sr5-u48213#enquire",
      financeHref: "/finance?car_id=48213",
      testDriveHref: "/book-test-drive?car_id=48213",
    });
    expect(cardActionHrefs({ ...car, vin: "JTFBT3CD802118231" }).financeHref).toBe(
      "/personalised/finance?car_id=48213",
    );
    expect(cardActionHrefs({ ...car, vin: " " }).financeHref).toBe("/finance?car_id=48213");
  });
});

describe("vehicle page address", () => {
  it("is the feed's path or /cars/{slug}, on the site's origin", () => {
    expect(vehiclePageUrl({ slug: "a-1" }, "https://shop.example")).toBe(
      "https://shop.example/cars/a-1",
    );
    expect(vehiclePageUrl({ slug: "a-1", path: "/used/a-1" }, "https://shop.example/x")).toBe(
      "https://shop.example/used/a-1",
    );
  });
});
