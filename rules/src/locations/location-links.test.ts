import { describe, expect, it } from "vitest";
import { type LinkedLocation, locationActions } from "./location-links.ts";
import { autoDealerStructuredData } from "./structured-data.ts";

const location: LinkedLocation = {
  name: "Harbour City Parramatta",
  slug: "parramatta",
  location_type: "service",
  address: {
    street: "12 Church St",
    city: "Parramatta",
    state: "NSW",
    postcode: "2150",
    lat: -33.815,
    long: 151.0034,
  },
  contact_detail: { email: "service@example.com" },
};

describe("a location card's actions", () => {
  it("offers each action that applies, in the spec's order", () => {
    const actions = locationActions(location, { dealershipSlug: "harbour-city" });
    expect(actions.map((action) => action.label)).toEqual([
      "View Details",
      "View Location",
      "View Our Stock",
      "Get Directions",
      "Book a Service",
      "Email Us",
    ]);
    expect(actions[0]?.href).toBe("/locations/parramatta");
    expect(actions[2]?.href).toBe("/search/harbour-city");
    expect(actions[3]?.href).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=-33.815%2C151.0034",
    );
    expect(actions[5]?.href).toBe("mailto:service@example.com");
  });

  it("leaves out what a sales location without email or dealership lacks, and its own page", () => {
    const sales = { ...location, location_type: "sales" as const, contact_detail: {} };
    expect(locationActions(sales, { onDetailPage: true }).map((action) => action.label)).toEqual([
      "View Location",
      "Get Directions",
    ]);
  });
});

describe("a location's schema.org data", () => {
  it("is an AutoDealer with address, coordinates, hours, phone and rating", () => {
    const data = autoDealerStructuredData(
      {
        ...location,
        contact_detail: {
          phone: "+61 2 9630 8800",
          opening_hours: [
            { weekday: 1, status: "Open", open: "08:30", close: "17:30" },
            { weekday: 0, status: "Closed" },
          ],
        },
        reviews: { count: 928, average_rating: 4.5 },
      },
      "https://example.com/locations/parramatta",
    );
    expect(data).toMatchObject({
      "@type": "AutoDealer",
      telephone: "+61 2 9630 8800",
      address: { postalCode: "2150", addressRegion: "NSW" },
      geo: { latitude: -33.815, longitude: 151.0034 },
      openingHoursSpecification: [
        { dayOfWeek: "https://schema.org/Monday", opens: "08:30", closes: "17:30" },
      ],
      aggregateRating: { ratingValue: 4.5, reviewCount: 928 },
    });
  });
});
