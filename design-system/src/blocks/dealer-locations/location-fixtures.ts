import { directionsUrl, locationActions } from "@storefront/rules/locations/location-links";
import {
  hoursTable,
  type OpeningHourEntry,
  type WeekendClosedText,
} from "@storefront/rules/locations/opening-hours";
import type { LocationView } from "./location-view.ts";

const weekdays = (open: string, close: string): OpeningHourEntry[] =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open", open, close }));

type FixtureInput = {
  id: string;
  name: string;
  type?: LocationView["type"];
  dealershipId?: string;
  dealershipName?: string;
  street: string;
  city: string;
  state?: string;
  postcode: string;
  lat: number;
  long: number;
  hours?: OpeningHourEntry[];
  weekendClosedText?: WeekendClosedText;
  badge?: string;
};

/** A location as the connector would show it, for stories. */
export function locationFixture(input: FixtureInput): LocationView {
  const type = input.type ?? "sales";
  const location = {
    name: input.name,
    slug: input.id,
    location_type: type,
    address: {
      street: input.street,
      city: input.city,
      state: input.state ?? "QLD",
      postcode: input.postcode,
      lat: input.lat,
      long: input.long,
    },
    contact_detail: { email: `${input.id}@example.com.au` },
  };
  return {
    id: input.id,
    name: input.name,
    slug: input.id,
    type,
    dealershipId: input.dealershipId ?? "toyota",
    dealershipName: input.dealershipName ?? "Southern Cross Toyota",
    address: `${input.street}, ${input.city} ${input.state ?? "QLD"} ${input.postcode}`,
    city: input.city,
    coordinates: { lat: input.lat, long: input.long },
    phone: "+61 7 3290 1100",
    email: location.contact_detail.email,
    badge: input.badge,
    hours: hoursTable(
      input.hours ?? [
        ...weekdays("08:30", "17:30"),
        { weekday: 6, status: "Open", open: "08:30", close: "16:00" },
      ],
      input.weekendClosedText,
    ),
    openNow: true,
    holidays: [],
    rating: { average: 4.6, count: 1292 },
    actions: locationActions(location, { dealershipSlug: input.dealershipId ?? "toyota" }),
    directions: directionsUrl(location),
  };
}

export const springwood = locationFixture({
  id: "springwood-sales",
  name: "Springwood Sales",
  street: "3350 Pacific Highway",
  city: "Springwood",
  postcode: "4127",
  lat: -27.6135,
  long: 153.1281,
});

export const springwoodService = locationFixture({
  id: "springwood-service",
  name: "Springwood Service",
  type: "service",
  street: "3350 Pacific Highway",
  city: "Springwood",
  postcode: "4127",
  lat: -27.6135,
  long: 153.1281,
  hours: [
    ...weekdays("07:30", "17:00"),
    { weekday: 6, status: "Open", open: "08:00", close: "12:00" },
  ],
});

export const toowoomba = locationFixture({
  id: "toowoomba-sales",
  name: "Toowoomba Sales",
  dealershipId: "motorcycles",
  dealershipName: "Southern Cross Motorcycles",
  street: "650 Ruthven Street",
  city: "Toowoomba",
  postcode: "4350",
  lat: -27.5706,
  long: 151.9535,
  badge: "COMING EARLY 2026",
});

export const capalaba = locationFixture({
  id: "capalaba-sales",
  name: "Capalaba Sales",
  street: "41 Redland Bay Road",
  city: "Capalaba",
  postcode: "4157",
  lat: -27.5332,
  long: 153.1947,
});
