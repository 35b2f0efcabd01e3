import { describe, expect, it } from "vitest";
import { addressText, dealershipStockHref, directionsHref } from "./vehicle-location.ts";

const address = { street: "12 Church St", city: "Parramatta", state: "NSW", postcode: "2150" };

describe("the location banner's address", () => {
  it("reads street, then city, state and postcode", () => {
    expect(addressText(address)).toBe("12 Church St, Parramatta NSW 2150");
    expect(addressText({ city: "Parramatta", state: "NSW" })).toBe("Parramatta NSW");
    expect(addressText({})).toBe("");
  });
});

describe("Get Directions", () => {
  it("opens the location's own map page when it has one", () => {
    const place_url = "https://maps.google.com/?cid=123";
    expect(directionsHref("Parramatta Toyota", { ...address, place_url })).toBe(place_url);
  });

  it("otherwise searches the maps for the location's name and address", () => {
    const href = directionsHref("Parramatta Toyota", address);
    expect(href).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    expect(new URL(href ?? "").searchParams.get("query")).toBe(
      "Parramatta Toyota, 12 Church St, Parramatta NSW 2150",
    );
  });

  it("is absent for a location without an address", () => {
    expect(directionsHref("Parramatta Toyota", {})).toBeUndefined();
  });
});

describe("View Our Stock", () => {
  it("searches the dealership's stock", () => {
    expect(dealershipStockHref("southern-cross-toyota")).toBe("/search/southern-cross-toyota");
  });
});
