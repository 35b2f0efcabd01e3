import { carFeedRecord, siteDefinition, type VehicleRecord } from "@storefront/schemas";

const day = 86_400;
/** Seconds since the epoch, `days` before now. */
const daysAgo = (days: number) => Math.floor(Date.now() / 1000) - days * day;
const isoDaysAgo = (days: number) => new Date(Date.now() - days * day * 1000).toISOString();

const opening = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
  weekday === 0 || weekday === 6
    ? { weekday, status: "Closed" }
    : { weekday, status: "Open", open: "08:30", close: "17:00" },
);

/**
 * A dealer that is not the demo group: one Ford rooftop in Perth, Angle finance, deposits of
 * $500 at /buy-online behind sign-in, no offers, its own menus, and every site variant the
 * specification names switched away from its default.
 */
export const otherSite = siteDefinition.parse({
  version: 1,
  slug: "outback-motors",
  name: "Outback Motor Co",
  template: "used-car-dealer",
  domains: ["outback.localhost"],
  timeZone: "Australia/Perth",
  dealerships: [{ id: "77", slug: "outback-ford", name: "Outback Ford" }],
  locations: [
    {
      id: "770",
      name: "Outback Ford Kalgoorlie",
      slug: "kalgoorlie",
      location_type: "sales",
      dealership_id: "77",
      primary: true,
      address: {
        street: "12 Hannan St",
        city: "Kalgoorlie",
        state: "WA",
        postcode: "6430",
        lat: -30.749,
        long: 121.466,
      },
      contact_detail: { phone: "+61890210000", opening_hours: opening },
    },
    {
      // Closed for good and hidden from the website: named nowhere.
      id: "771",
      name: "Outback Ford Boulder",
      slug: "boulder",
      location_type: "sales",
      dealership_id: "77",
      visible: false,
      address: {
        street: "1 Lane St",
        city: "Boulder",
        state: "WA",
        postcode: "6432",
        lat: -30.78,
        long: 121.49,
      },
      contact_detail: { phone: "+61890930000", opening_hours: opening },
    },
  ],
  // The group's offer that this dealer does not run: the site has no offers.
  offers: [{ id: "group-only", name: "Group-wide deal", excluded_website_ids: ["outback-motors"] }],
  navigation: {
    header: [
      { name: "Home", url: "/" },
      { name: "Our Utes", url: "/search/used-cars" },
      { name: "Deals", url: "/special-offers" },
      { name: "Get Approved", url: "/finance", emphasised: true },
    ],
    footer: [{ name: "Outback", dropdown: [{ name: "Visit Us", url: "/contact" }] }],
  },
  search: { soldDays: 7, priceAscendingExcludesZero: true, hitsPerPage: 12 },
  tags: { soldText: "SOLD OUT WEST" },
  finance: {
    provider: "angle",
    callToAction: "enquire-now",
    buttonText: "Get Approved",
    pageForm: "single-page",
    sidePanel: false,
    sampleWording: "advertised-rates",
    quickPriceOptions: "premium",
    applicationUrl: "https://apply.angle.example/outback",
    calculator: {
      term: { min: 1, max: 5, step: 0.5 },
      disclaimerToggle: false,
      roundUpFees: true,
      vehicleAmount: { startAtPrice: false, scaleAbovePrice: true },
    },
  },
  forms: {
    enquiryMessageRequired: false,
    enquiryLocationField: true,
    removePreferredDealership: true,
    financePostcode: true,
    additionalServices: ["Window tinting"],
  },
  vehiclePage: {
    checkoutPath: "buy-online",
    reserveOnline: true,
    reserveAmount: 500,
    reserveHoldHours: 24,
    phoneReveal: "direct",
    regoExpiredText: "unregistered",
    galleryDefaultView: "gallery",
  },
  favourites: { mode: "compare", compareUsedOnly: true },
  auth: { enabled: true, gated: ["checkout", "trade-in"], garagePath: "/myblinkr" },
  locationDisplay: { weekendClosedText: "By appointment only" },
  analytics: { usedTestDriveEvent: "alternate" },
});

/** Feed records in the awkward shapes the feed rules accept, read as the server reads them. */
const feed = [
  {
    // Price on application, no photos, a numeric id and stock number, a year-month build date.
    id: 9001,
    slug: "2019-ford-ranger-xlt-9001",
    make: "Ford",
    model: "Ranger",
    badge: "XLT",
    year: 2019,
    car_type: "used",
    status: "in_stock",
    created_at: isoDaysAgo(30),
    stocknum: 9001,
    km: "84210",
    price: null,
    build_date: "2019-07",
    rego_expiry: "2024-01-31",
    images: null,
    dealership_id: 77,
    simple_body: "Ute",
    finance_lenders: { angle: { interestRate: 9.5, comparisonRate: 10.2, paymentWeek: 140 } },
  },
  {
    // Only a video, text id, nulls for the optional fields.
    id: "9002",
    slug: "2021-ford-everest-trend-9002",
    make: "Ford",
    model: "Everest",
    badge: null,
    series: null,
    year: "2021",
    car_type: "used",
    status: "in_stock",
    created_at: "2026-11-01",
    stocknum: "E9002",
    km: 41000,
    price: "52990",
    price_type: "Drive Away",
    images: [{ url: "https://videos.example/everest.mp4", isVideo: true }],
    video_url: "https://www.youtube.com/watch?v=outback",
    dealercomments: null,
    dealership_id: "77",
    finance_lenders: {
      angle: { interestRate: 8.9, comparisonRate: 9.6, paymentWeek: 171, establishmentFees: null },
    },
  },
  {
    // Sold two days ago: inside the site's seven-day window.
    id: 9003,
    slug: "2020-ford-ranger-wildtrak-9003",
    make: "Ford",
    model: "Ranger",
    year: 2020,
    car_type: "used",
    status: "sold",
    sold_date_timestamp: daysAgo(2),
    created_at: "2026-10-01",
    stocknum: "W9003",
    km: 61000,
    price: 49990,
    images: ["https://photos.example/9003-1.jpg", "https://photos.example/9003-2.jpg"],
    dealership_id: 77,
  },
  {
    // Reserved by the feed.
    id: 9004,
    slug: "2022-ford-escape-st-line-9004",
    make: "Ford",
    model: "Escape",
    year: 2022,
    car_type: "demo",
    status: "in_stock",
    reserved: "true",
    created_at: "2026-11-20T10:00:00",
    stocknum: "S9004",
    km: 5000,
    price: 41990,
    images: [
      { image: { url: "https://photos.example/9004-1.jpg", thumb: { url: null } } },
      { image: { url: "https://photos.example/9004-2.jpg", thumb: { url: null } } },
    ],
    dealership_id: 77,
  },
  {
    // Sold a month ago: past the window, no longer listed.
    id: 9005,
    slug: "2018-ford-focus-trend-9005",
    make: "Ford",
    model: "Focus",
    year: 2018,
    car_type: "used",
    status: "sold",
    sold_date_timestamp: daysAgo(30),
    created_at: "2026-09-01",
    stocknum: "F9005",
    km: 90000,
    price: 15990,
    dealership_id: 77,
  },
  {
    // A new car with the fewest fields a feed may send (no km: a new car).
    id: 9006,
    slug: "2026-ford-ranger-raptor-9006",
    make: "Ford",
    model: "Ranger",
    year: 2026,
    car_type: "new",
    status: "coming_soon",
    created_at: "2026-11-25",
    stocknum: "N9006",
    km: null,
    price: 89990,
    dealership_id: "77",
  },
  {
    // In stock but hidden from the dealer website, its flag written as 0.
    id: 9007,
    slug: "2023-ford-puma-st-line-9007",
    make: "Ford",
    model: "Puma",
    year: 2023,
    car_type: "used",
    status: "in_stock",
    show_on_dealer_website: 0,
    created_at: "2026-11-10",
    stocknum: "P9007",
    km: 12000,
    price: 31990,
    dealership_id: 77,
  },
];

export const otherStock: VehicleRecord[] = feed.map((record) => carFeedRecord.parse(record));
