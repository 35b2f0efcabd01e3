import { siteDefinition } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { dealerLocationsData, findLocation, locationDetailData } from "./locations-data.ts";

const hours = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  status: "Open" as const,
  open: "08:30",
  close: "17:30",
}));
const place = {
  street: "12 Church St",
  city: "Parramatta",
  state: "NSW",
  postcode: "2150",
  lat: -33.815,
  long: 151.0034,
};
const site = (reviews: object = {}) =>
  siteDefinition.parse({
    version: 1,
    slug: "group",
    name: "Group",
    template: "dealer-group",
    timeZone: "Australia/Sydney",
    reviews,
    locationDisplay: { weekendClosedText: "By appointment only" },
    dealerships: [{ id: "d1", slug: "parramatta-toyota", name: "Parramatta Toyota" }],
    locations: [
      {
        id: "sales",
        name: "Parramatta Sales",
        slug: "parramatta-sales",
        location_type: "sales",
        dealership_id: "d1",
        primary: true,
        address: place,
        contact_detail: { phone: "+61 2 9630 8800", opening_hours: hours },
        reviews: { count: 928, average_rating: 4.5 },
      },
      {
        id: "service",
        name: "Parramatta Service",
        slug: "parramatta-service",
        location_type: "service",
        dealership_id: "d1",
        address: place,
        contact_detail: { opening_hours: hours },
        special_hours: [{ date: "2026-12-25", status: "Closed", name: "Christmas Day" }],
      },
      {
        id: "hidden",
        name: "Old Yard",
        slug: "old-yard",
        dealership_id: "d1",
        visible: false,
        address: { ...place, street: "1 Other St" },
        contact_detail: {},
      },
    ],
  });

// Thursday 26 November 2026, 10:00 in Sydney.
const now = new Date("2026-11-25T23:00:00Z");

describe("the locations pages' data", () => {
  it("maps one dealership's visible locations, focused on the primary one", () => {
    const data = dealerLocationsData(site(), "/dealer-locator", now);
    expect(data.section).toBe("locations-map");
    expect(data.locations.map((view) => view.id)).toEqual(["sales", "service"]);
    expect(data.focusId).toBe("sales");
    const [sales] = data.locations;
    expect(sales?.openNow).toBe(true);
    expect(sales?.hours.at(-1)).toMatchObject({ days: "Sunday", text: "By appointment only" });
    expect(sales?.rating).toEqual({ average: 4.5, count: 928 });
    expect(dealerLocationsData(site(), "/service", now).section).toBe("hero-map");
  });

  it("shows the rating only above the minimum and while reviews are not hidden", () => {
    const rating = (reviews: object) =>
      dealerLocationsData(site(reviews), "/dealer-locator", now).locations[0]?.rating;
    expect(rating({ minimumRating: 4.5 })).toBeUndefined();
    expect(rating({ hidden: true })).toBeUndefined();
  });

  it("gives a location's page its other types at the same place and its coming holidays", () => {
    const location = findLocation(site(), "/contact-us/parramatta-service");
    const data = locationDetailData(site(), location, now);
    expect(data.location?.name).toBe("Parramatta Service");
    expect(data.types.map((view) => view.type)).toEqual(["sales", "service"]);
    expect(data.location?.holidays).toEqual([
      expect.objectContaining({ label: "Friday 25 December 2026", text: "Closed" }),
    ]);
    expect(data.location?.actions.map((action) => action.label)).not.toContain("View Details");
    expect(findLocation(site(), "/locations/old-yard")).toBeUndefined();
  });

  it("reads a dealership's hours by its own time zone, naming it beside the hours", () => {
    const sydney = site();
    expect(dealerLocationsData(sydney, "/dealer-locator", now).locations[0]?.hoursZone).toBe(
      undefined,
    );
    const perth = siteDefinition.parse({
      ...sydney,
      dealerships: [{ ...sydney.dealerships[0], timeZone: "Australia/Perth" }],
    });
    // 10:00 in Sydney is 07:00 in Perth, before the Perth yard opens.
    const [sales] = dealerLocationsData(perth, "/dealer-locator", now).locations;
    expect(sales?.openNow).toBe(false);
    expect(sales?.hoursZone).toBe("Perth");
  });
});
