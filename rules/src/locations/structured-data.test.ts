import { describe, expect, it } from "vitest";
import { locationDescription } from "./structured-data.ts";

const location = {
  name: "Outback Ford Kalgoorlie",
  address: {
    street: "12 Hannan St",
    city: "Kalgoorlie",
    state: "WA",
    postcode: "6430",
    lat: -30.75,
    long: 121.47,
  },
  contact_detail: { phone: "+61890210000", opening_hours: [] },
};

describe("a location page's description", () => {
  it("names the location, its address and its phone as the site shows it", () => {
    expect(locationDescription(location)).toBe(
      "Outback Ford Kalgoorlie, 12 Hannan St, Kalgoorlie WA 6430. Opening hours, directions and contact details. Call 08 9021 0000.",
    );
  });

  it("leaves the phone out when the location has none", () => {
    expect(locationDescription({ ...location, contact_detail: { opening_hours: [] } })).toBe(
      "Outback Ford Kalgoorlie, 12 Hannan St, Kalgoorlie WA 6430. Opening hours, directions and contact details.",
    );
  });
});
