import type { Dealership, Location, OpeningHour } from "@storefront/schemas";

/**
 * The dealer group used when no site definition is given: a fictional multi-franchise group with
 * car, truck, motorcycle and caravan businesses and a used-car centre. Phone numbers are from the
 * ranges the ACMA sets aside for fiction.
 */
export const defaultDealerships: Dealership[] = [
  dealership("d-harbourside-toyota", "harbourside-toyota", "Harbourside Toyota", ["Toyota"]),
  dealership("d-harbourside-penrith", "harbourside-penrith", "Harbourside Mazda Kia Penrith", [
    "Mazda",
    "Kia",
  ]),
  dealership("d-harbourside-gold-coast", "harbourside-gold-coast", "Harbourside Gold Coast", [
    "Hyundai",
    "MG",
    "BYD",
    "Isuzu UTE",
  ]),
  dealership(
    "d-harbourside-geelong",
    "harbourside-geelong",
    "Harbourside Ford Mitsubishi Geelong",
    ["Ford", "Mitsubishi"],
  ),
  dealership("d-harbourside-trucks", "harbourside-trucks", "Harbourside Trucks", [
    "Isuzu Trucks",
    "Hino",
    "Fuso",
  ]),
  dealership("d-harbourside-motorcycles", "harbourside-motorcycles", "Harbourside Motorcycles", [
    "Yamaha",
    "Kawasaki",
    "Honda Motorcycles",
  ]),
  dealership("d-harbourside-rv", "harbourside-rv", "Harbourside RV", ["Jayco", "Avan"]),
  dealership("d-harbourside-used", "harbourside-used-cars", "Harbourside Used Cars", []),
];

export const defaultLocations: Location[] = [
  location(
    "l-toyota-parramatta",
    "Harbourside Toyota Parramatta",
    "d-harbourside-toyota",
    ["Toyota"],
    {
      street: "120 Church Street",
      city: "Parramatta",
      state: "NSW",
      postcode: "2150",
      lat: -33.8066,
      long: 151.0043,
      phone: "(02) 5550 4101",
    },
  ),
  location(
    "l-toyota-parramatta-service",
    "Harbourside Toyota Parramatta Service",
    "d-harbourside-toyota",
    ["Toyota"],
    {
      street: "2 Grose Street",
      city: "North Parramatta",
      state: "NSW",
      postcode: "2151",
      lat: -33.8021,
      long: 151.0012,
      phone: "(02) 5550 4102",
    },
    "service",
  ),
  location("l-mazda-penrith", "Harbourside Mazda Penrith", "d-harbourside-penrith", ["Mazda"], {
    street: "45 Mulgoa Road",
    city: "Penrith",
    state: "NSW",
    postcode: "2750",
    lat: -33.7575,
    long: 150.6821,
    phone: "(02) 5550 4111",
  }),
  location("l-kia-penrith", "Harbourside Kia Penrith", "d-harbourside-penrith", ["Kia"], {
    street: "51 Mulgoa Road",
    city: "Penrith",
    state: "NSW",
    postcode: "2750",
    lat: -33.7581,
    long: 150.6824,
    phone: "(02) 5550 4112",
  }),
  location(
    "l-hyundai-southport",
    "Harbourside Hyundai Southport",
    "d-harbourside-gold-coast",
    ["Hyundai"],
    {
      street: "88 Ferry Road",
      city: "Southport",
      state: "QLD",
      postcode: "4215",
      lat: -27.9752,
      long: 153.4001,
      phone: "(07) 5550 4121",
    },
  ),
  location(
    "l-mg-byd-southport",
    "Harbourside MG BYD Southport",
    "d-harbourside-gold-coast",
    ["MG", "BYD"],
    {
      street: "96 Ferry Road",
      city: "Southport",
      state: "QLD",
      postcode: "4215",
      lat: -27.9761,
      long: 153.3995,
      phone: "(07) 5550 4122",
    },
  ),
  location(
    "l-isuzu-nerang",
    "Harbourside Isuzu UTE Nerang",
    "d-harbourside-gold-coast",
    ["Isuzu UTE"],
    {
      street: "14 Spencer Road",
      city: "Nerang",
      state: "QLD",
      postcode: "4211",
      lat: -27.9927,
      long: 153.3357,
      phone: "(07) 5550 4123",
    },
  ),
  location("l-ford-geelong", "Harbourside Ford Geelong", "d-harbourside-geelong", ["Ford"], {
    street: "210 Latrobe Terrace",
    city: "Geelong West",
    state: "VIC",
    postcode: "3218",
    lat: -38.1478,
    long: 144.3447,
    phone: "(03) 7010 4131",
  }),
  location(
    "l-mitsubishi-geelong",
    "Harbourside Mitsubishi Geelong",
    "d-harbourside-geelong",
    ["Mitsubishi"],
    {
      street: "216 Latrobe Terrace",
      city: "Geelong West",
      state: "VIC",
      postcode: "3218",
      lat: -38.1484,
      long: 144.3449,
      phone: "(03) 7010 4132",
    },
  ),
  location(
    "l-trucks-wacol",
    "Harbourside Trucks Wacol",
    "d-harbourside-trucks",
    ["Isuzu Trucks", "Hino", "Fuso"],
    {
      street: "35 Boundary Road",
      city: "Wacol",
      state: "QLD",
      postcode: "4076",
      lat: -27.5885,
      long: 152.9302,
      phone: "(07) 5550 4141",
    },
  ),
  location(
    "l-motorcycles-campbelltown",
    "Harbourside Motorcycles Campbelltown",
    "d-harbourside-motorcycles",
    ["Yamaha", "Kawasaki", "Honda Motorcycles"],
    {
      street: "9 Blaxland Road",
      city: "Campbelltown",
      state: "NSW",
      postcode: "2560",
      lat: -34.0654,
      long: 150.8142,
      phone: "(02) 5550 4151",
    },
  ),
  location(
    "l-rv-albion-park",
    "Harbourside RV Albion Park",
    "d-harbourside-rv",
    ["Jayco", "Avan"],
    {
      street: "300 Princes Highway",
      city: "Albion Park Rail",
      state: "NSW",
      postcode: "2527",
      lat: -34.5645,
      long: 150.7958,
      phone: "(02) 5550 4161",
    },
  ),
  location("l-used-springwood", "Harbourside Used Cars Springwood", "d-harbourside-used", [], {
    street: "3358 Pacific Highway",
    city: "Springwood",
    state: "QLD",
    postcode: "4127",
    lat: -27.6159,
    long: 153.1294,
    phone: "(07) 5550 4171",
  }),
];

function dealership(id: string, slug: string, name: string, manufacturers: string[]): Dealership {
  return { id, slug, name, manufacturers };
}

interface PlaceFacts {
  street: string;
  city: string;
  state: Location["address"]["state"];
  postcode: string;
  lat: number;
  long: number;
  phone: string;
}

function weekdayHours(): OpeningHour[] {
  return [
    { weekday: 0, status: "Closed" },
    ...[1, 2, 3, 4, 5].map(
      (weekday): OpeningHour => ({ weekday, status: "Open", open: "08:30", close: "17:30" }),
    ),
    { weekday: 6, status: "Open", open: "08:30", close: "16:00" },
  ];
}

function location(
  id: string,
  name: string,
  dealershipId: string,
  manufacturers: string[],
  place: PlaceFacts,
  type: "sales" | "service" = "sales",
): Location {
  const dealer = defaultDealerships.find((candidate) => candidate.id === dealershipId)?.slug;
  return {
    id,
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
    location_type: type,
    dealership_id: dealershipId,
    dealership_slug: dealer,
    primary: id === "l-toyota-parramatta",
    visible: true,
    manufacturers,
    address: {
      street: place.street,
      city: place.city,
      state: place.state,
      postcode: place.postcode,
      lat: place.lat,
      long: place.long,
    },
    contact_detail: { phone: place.phone, opening_hours: weekdayHours() },
    special_hours: [],
  };
}
