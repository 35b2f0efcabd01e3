import { siteDefinition } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { testHilux } from "../../testing/test-hilux.ts";
import { vehicleLocationData } from "./vehicle-location-data.ts";

const parramatta = {
  id: "parra-sales",
  name: "Parramatta Toyota Sales",
  slug: "parramatta-toyota-sales",
  dealership_id: "parra",
  address: {
    street: "12 Church St",
    city: "Parramatta",
    state: "NSW",
    postcode: "2150",
    lat: -33.8151,
    long: 151.0034,
    place_url: "https://maps.google.com/?cid=1",
  },
  contact_detail: { phone: "+61 2 9630 8800" },
};
const site = siteDefinition.parse({
  version: 1,
  slug: "group",
  name: "Group",
  template: "dealer-group",
  dealerships: [{ id: "parra", slug: "parramatta-toyota", name: "Parramatta Toyota" }],
  locations: [parramatta],
});
const vehicle = testHilux({
  simple_body: "Ute",
  dealership_id: "parra",
  location: { id: "parra-sales", name: "Parramatta Toyota Sales", slug: "parramatta-toyota-sales" },
});

describe("the location banner's data", () => {
  it("is the car's location from the site's locations, with its map centre and stock", () => {
    expect(vehicleLocationData(vehicle, site)).toEqual({
      location: {
        name: "Parramatta Toyota Sales",
        address: parramatta.address,
        phone: "+61 2 9630 8800",
        dealershipSlug: "parramatta-toyota",
        centre: { lat: -33.8151, long: 151.0034 },
      },
      mapToken: undefined,
    });
  });

  it("passes the site's Mapbox token", () => {
    const mapped = siteDefinition.parse({
      ...site,
      integrations: { maps: { mapboxToken: "pk.test-token" } },
    });
    expect(vehicleLocationData(vehicle, mapped).mapToken).toBe("pk.test-token");
  });

  it("falls back to the record's own location, without a map centre", () => {
    const elsewhere = {
      ...vehicle,
      dealership_id: undefined,
      location: {
        id: "other",
        name: "Harbour City Cars",
        slug: "harbour-city",
        phone: "0298765432",
        address: { street: "1 Pier St", city: "Sydney", state: "NSW", postcode: "2000" },
      },
    };
    expect(vehicleLocationData(elsewhere, site).location).toEqual({
      name: "Harbour City Cars",
      address: elsewhere.location.address,
      phone: "0298765432",
      dealershipSlug: undefined,
      centre: undefined,
    });
  });

  it("shows the dealership's location for a car naming only its dealership, and no banner without either", () => {
    const { location: _, ...unlocated } = vehicle;
    expect(vehicleLocationData(unlocated, site).location).toMatchObject({
      name: "Parramatta Toyota Sales",
      phone: "+61 2 9630 8800",
      dealershipSlug: "parramatta-toyota",
    });
    const elsewhere = { ...unlocated, dealership_id: "another-group" };
    expect(vehicleLocationData(elsewhere, site).location).toBeUndefined();
  });
});
