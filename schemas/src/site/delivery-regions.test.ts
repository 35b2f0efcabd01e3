import { describe, expect, it } from "vitest";
import { deliveryRegions } from "./delivery-regions.ts";

const sydney = { name: "Sydney Metro", price: 250, postcodes: [{ from: "2000", to: "2249" }] };
const coast = { name: "Central Coast", price: 390, postcodes: [{ from: "2250", to: "2263" }] };

const messages = (input: unknown) => {
  const result = deliveryRegions.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("delivery regions", () => {
  it("accepts regions whose postcode ranges do not meet", () => {
    expect(messages([sydney, coast])).toEqual([]);
    expect(messages([])).toEqual([]);
  });

  it("takes 4-digit postcodes only", () => {
    expect(messages([{ ...sydney, postcodes: [{ from: "200", to: "2249" }] }])).toEqual([
      ["0.postcodes.0.from", "Use a 4-digit postcode"],
    ]);
    expect(messages([{ ...sydney, postcodes: [{ from: "", to: "2249" }] }])).toEqual([
      ["0.postcodes.0.from", "Use a 4-digit postcode"],
    ]);
  });

  it("takes Australian postcodes only", () => {
    const darwin = { name: "Darwin", price: 900, postcodes: [{ from: "0800", to: "0832" }] };
    const canberra = { name: "ANU", price: 600, postcodes: [{ from: "0200", to: "0299" }] };
    expect(messages([darwin, canberra])).toEqual([]);
    const message = "Not an Australian postcode: they run from 0200 to 0299 and from 0800 to 9999";
    expect(messages([{ ...darwin, postcodes: [{ from: "0000", to: "0500" }] }])).toEqual([
      ["0.postcodes.0.from", message],
      ["0.postcodes.0.to", message],
    ]);
  });

  it("names the region whose range ends before it starts", () => {
    expect(messages([{ ...sydney, postcodes: [{ from: "2249", to: "2000" }] }])).toEqual([
      ["0.postcodes.0.to", 'In "Sydney Metro", the range ends (2000) before it starts (2249)'],
    ]);
  });

  it("names both regions when their ranges overlap", () => {
    const overlapping = {
      ...coast,
      postcodes: [
        { from: "2300", to: "2300" },
        { from: "2249", to: "2260" },
      ],
    };
    expect(messages([sydney, overlapping])).toEqual([
      [
        "1.postcodes.1.from",
        'Postcodes 2249–2260 of "Central Coast" overlap 2000–2249 of "Sydney Metro": a postcode belongs to one region only',
      ],
    ]);
  });

  it("lets one region's own ranges touch", () => {
    const twice = {
      ...sydney,
      postcodes: [
        { from: "2000", to: "2100" },
        { from: "2100", to: "2249" },
      ],
    };
    expect(messages([twice])).toEqual([]);
  });

  it("needs a name, a price of 0 or more and a range", () => {
    expect(messages([{ name: " ", price: -1, postcodes: [] }]).map(([path]) => path)).toEqual([
      "0.name",
      "0.price",
      "0.postcodes",
    ]);
  });
});
