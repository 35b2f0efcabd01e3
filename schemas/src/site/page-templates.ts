/**
 * Two zones side by side from the lg breakpoint (stacked below it, in this order): the narrow
 * `aside` column at the `start` of the row (18rem, such as search filters) or at its `end`
 * (22rem, such as a vehicle's price and enquiry).
 */
export type ZoneColumns = {
  readonly side: "start" | "end";
  readonly aside: string;
  readonly main: string;
};

/** A row of a page, top to bottom: one zone across the page, or two side by side. */
export type ZoneRow = string | ZoneColumns;

type TemplateEntry = {
  label: string;
  routes: readonly string[];
  zones: readonly string[];
  /** How the zones are arranged; without it they are stacked in the order `zones` lists them. */
  rows?: readonly ZoneRow[];
};

/**
 * The page templates a site is made of: the routes each one serves, its named zones and how
 * they are arranged. A `content` page serves the path it is given; `layout` holds the blocks
 * around every page.
 */
export const pageTemplateCatalog = {
  layout: { label: "Site layout", routes: [], zones: ["header", "footer"] },
  home: { label: "Home", routes: ["/"], zones: ["main"] },
  search: {
    label: "Search results",
    routes: ["/search", "/search/$"],
    zones: ["top", "sidebar", "main", "bottom"],
    rows: ["top", { side: "start", aside: "sidebar", main: "main" }, "bottom"],
  },
  vehicle: {
    label: "Vehicle detail",
    routes: ["/cars/$slug"],
    zones: ["top", "main", "sidebar", "bottom"],
    rows: ["top", { side: "end", aside: "sidebar", main: "main" }, "bottom"],
  },
  checkout: {
    label: "Reserve or buy online",
    routes: ["/cars/$slug/checkout", "/cars/$slug/buy-online"],
    zones: ["main"],
  },
  "checkout-journey": { label: "Checkout journey", routes: ["/checkout-journey"], zones: ["main"] },
  "trade-in-valuation": {
    label: "Trade-in valuation",
    routes: ["/cars/trade-in"],
    zones: ["main"],
  },
  print: { label: "Printable vehicle", routes: ["/print"], zones: ["main"] },
  success: { label: "Enquiry sent", routes: ["/success"], zones: ["main"] },
  "sign-in": { label: "Sign in", routes: ["/sign-in"], zones: ["main"] },
  watchlist: { label: "Watchlist", routes: ["/watchlist"], zones: ["main"] },
  favourites: { label: "Favourites", routes: ["/favourites"], zones: ["main"] },
  compare: { label: "Compare cars", routes: ["/compare"], zones: ["main"] },
  finance: {
    label: "Finance",
    routes: ["/finance", "/finance-enquiry", "/apply-for-finance", "/finance-pre-approval"],
    zones: ["main"],
  },
  "personalised-finance": {
    label: "Personalised finance",
    routes: ["/personalised/finance"],
    zones: ["main"],
  },
  locations: { label: "Locations", routes: ["/dealer-locator"], zones: ["main"] },
  location: {
    label: "Location detail",
    routes: ["/locations/$slug", "/contact-us/$slug", "/our-location/$slug"],
    zones: ["main"],
  },
  offers: { label: "Special offers", routes: ["/special-offers"], zones: ["main"] },
  offer: {
    label: "Offer detail",
    routes: ["/offers/$offerId", "/offers/$manufacturer/$offerId"],
    zones: ["main"],
  },
  brands: { label: "Brands", routes: ["/brands"], zones: ["main"] },
  brand: { label: "Brand overview", routes: ["/$brand/overview"], zones: ["main"] },
  model: { label: "Explore a model", routes: ["/$model"], zones: ["main"] },
  service: { label: "Book a service", routes: ["/service"], zones: ["main"] },
  "test-drive": { label: "Book a test drive", routes: ["/book-test-drive"], zones: ["main"] },
  "trade-in": {
    label: "Trade-in",
    routes: ["/trade-in", "/sell-my-car", "/sell-your-car"],
    zones: ["main"],
  },
  "parts-search": { label: "Parts search", routes: ["/parts/search"], zones: ["main"] },
  garage: {
    label: "My garage",
    routes: ["/my-garage", "/mymotorama", "/mybigboxcars", "/myblinkr", "/myservco"],
    zones: ["main"],
  },
  content: { label: "Content page", routes: [], zones: ["top", "main", "bottom"] },
  "not-found": { label: "Page not found", routes: [], zones: ["main"] },
} as const satisfies Record<string, TemplateEntry>;

export type PageTemplate = keyof typeof pageTemplateCatalog;
export const pageTemplateNames = Object.keys(pageTemplateCatalog) as [
  PageTemplate,
  ...PageTemplate[],
];
/** Templates a site defines pages with (the layout is held apart). */
export const pageTemplates = pageTemplateNames.filter((name) => name !== "layout") as [
  PageTemplate,
  ...PageTemplate[],
];

export const zonesOf = (template: PageTemplate): readonly string[] =>
  pageTemplateCatalog[template].zones;

/** A template's zones as its pages are laid out, row by row. */
export const zoneRows = (template: PageTemplate): readonly ZoneRow[] => {
  const entry: TemplateEntry = pageTemplateCatalog[template];
  return entry.rows ?? entry.zones;
};
