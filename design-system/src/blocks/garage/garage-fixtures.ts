import type { GarageAnswer } from "@storefront/schemas/shopper/garage";

const day = (offset: number) => new Date(Date.UTC(2026, 10, 20 + offset)).toISOString();

/** A shopper with a car of each marker, an enquiry, and an estimate and a declined valuation. */
export const fullGarage: GarageAnswer = {
  details: { phone: "0412345678", name: "Jo", last_name: "Citizen", email: null, postcode: null },
  saved_cars: [
    {
      car_id: "11",
      saved_at: day(0),
      car: {
        title: "2022 Toyota Corolla Ascent Sport",
        slug: "2022-toyota-corolla-s1",
        price: 27990,
      },
      marker: { kind: "price-dropped", from: 28990, to: 27990 },
    },
    {
      car_id: "12",
      saved_at: day(1),
      car: { title: "2021 Mazda CX-5 Maxx", slug: "2021-mazda-cx-5-s2", price: 31990 },
      marker: { kind: "sold" },
    },
    {
      car_id: "13",
      saved_at: day(1),
      car: { title: "2023 Kia Cerato S", slug: "2023-kia-cerato-s3", price: 0 },
      marker: null,
    },
    { car_id: "14", saved_at: day(2), car: null, marker: { kind: "no-longer-listed" } },
  ],
  enquiries: [
    {
      id: "lead-2",
      created_at: day(3),
      category: "Trade In",
      subcategory: "3. Offer Accepted",
      car_id: null,
      car_title: null,
    },
    {
      id: "lead-1",
      created_at: day(2),
      category: "General Enquiry",
      subcategory: null,
      car_id: "11",
      car_title: "2022 Toyota Corolla Ascent Sport",
    },
  ],
  valuations: [
    {
      id: "v-1",
      created_at: day(3),
      expires_at: day(10),
      car: { make: "Mazda", model: "CX-5", year: 2022, badge: "GT" },
      km: 40000,
      outcome: "estimate",
      low: 24100,
      high: 26800,
      accepted: true,
    },
    {
      id: "v-2",
      created_at: day(2),
      expires_at: day(9),
      car: { make: "Holden", model: "Commodore", year: 2012 },
      km: 180000,
      outcome: "outside-online-rule",
      low: null,
      high: null,
      accepted: false,
    },
  ],
  saved_searches: [
    {
      id: "s-1",
      title: "Used Toyota Cars",
      href: "/search/toyota?condition=used",
      email: "jo@example.com",
      alerts: true,
      created_at: day(1),
    },
    {
      id: "s-2",
      title: "Mazda CX-5",
      href: "/search/mazda/cx-5",
      email: "jo@example.com",
      alerts: false,
      created_at: day(0),
    },
  ],
  reservations: [
    {
      id: "r-1",
      created_at: day(3),
      car_id: "11",
      car_title: "2022 Toyota Corolla Ascent Sport",
      car_slug: "2022-toyota-corolla-s1",
      status: "held",
      amount_cents: 20000,
      expires_at: day(5),
    },
  ],
};

/** A shopper who has just signed in for the first time. */
export const emptyGarage: GarageAnswer = {
  details: { phone: "0412345678", name: null, last_name: null, email: null, postcode: null },
  saved_cars: [],
  enquiries: [],
  valuations: [],
  saved_searches: [],
  reservations: [],
};
