import { describe, expect, it } from "vitest";
import { deliveryRegionFor } from "./delivery-region.ts";

const regions = [
  { name: "Sydney Metro", price: 250, postcodes: [{ from: "2000", to: "2249" }] },
  {
    name: "Darwin",
    price: 1200,
    postcodes: [
      { from: "0800", to: "0832" },
      { from: "0850", to: "0850" },
    ],
  },
];

describe("delivery region for a postcode", () => {
  it("finds the region whose range holds the postcode, ends included", () => {
    expect(deliveryRegionFor(regions, "2000")?.name).toBe("Sydney Metro");
    expect(deliveryRegionFor(regions, "2150")?.name).toBe("Sydney Metro");
    expect(deliveryRegionFor(regions, " 2249 ")?.name).toBe("Sydney Metro");
    expect(deliveryRegionFor(regions, "0810")?.name).toBe("Darwin");
    expect(deliveryRegionFor(regions, "0850")?.price).toBe(1200);
  });
  it("finds none outside every range or for a postcode that is not 4 digits", () => {
    expect(deliveryRegionFor(regions, "2250")).toBeUndefined();
    expect(deliveryRegionFor(regions, "0840")).toBeUndefined();
    expect(deliveryRegionFor(regions, "810")).toBeUndefined();
    expect(deliveryRegionFor(regions, "20000")).toBeUndefined();
    expect(deliveryRegionFor(regions, "abcd")).toBeUndefined();
    expect(deliveryRegionFor([], "2000")).toBeUndefined();
  });
});
