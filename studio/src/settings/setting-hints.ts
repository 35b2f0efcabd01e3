import { manufacturerThemeLabels } from "@storefront/design-system/theme/manufacturer-theme-labels.ts";
import { facetCatalog } from "@storefront/schemas";
import type { FormHints } from "../forms/field-node.ts";

/**
 * Names for the settings whose keys read poorly as labels, and for enum values that need more
 * than their key ("buy-online", "360-finance"). Keys not listed are humanised.
 */
const facetOptions = Object.fromEntries(
  Object.entries(facetCatalog).map(([param, facet]) => [param, facet.label]),
);

const cardAttributeOptions = {
  car_type: "Condition",
  simple_body: "Body type",
  km: "Kilometres",
  simple_transmission: "Transmission",
  stocknum: "Stock number",
  simple_fuel: "Fuel type",
  simple_drive: "Drive type",
  colour: "Colour",
  engine_size_litres: "Engine size (litres)",
  seats: "Seats",
  location_name: "Location",
  year: "Year",
  sleeps: "Sleeps",
  body_length: "Body length",
};

export const identityHints: FormHints = {
  slug: { label: "Site id (slug)", placeholder: "harbour-city-motors" },
  name: { label: "Site name" },
  template: { label: "Template" },
  domains: { itemLabel: "Domain", help: "For example cars.example.com.au." },
};

export const themeHints: FormHints = {
  manufacturer: { label: "Manufacturer theme", options: manufacturerThemeLabels },
  "brandColours.primary": { label: "Primary colour" },
  "brandColours.accent": { label: "Accent colour" },
  "logo.url": { label: "Logo image" },
  "logo.alt": { label: "Alt text", help: "Usually the dealer's name." },
};

export const searchHints: FormHints = {
  hitsPerPage: { label: "Results per page" },
  soldDays: { label: "Days sold cars stay listed" },
  visibilityLevel: { label: "Highest visibility level" },
  priceAscendingExcludesZero: { label: "Price low to high leaves out $0 cars" },
  certifiedOnly: { label: "Certified cars only" },
  cardAttributes: { label: "Result card attributes", options: cardAttributeOptions },
  facets: { label: "Filter panel facets", options: facetOptions },
  priceSliderMax: { label: "Price slider maximum ($)" },
  defaultPath: { label: "Default search path" },
  clearFiltersTarget: { label: "Clear Filters link" },
  emptyTitle: { label: "Empty results title" },
  noPriceText: { label: "No-price text" },
};

export const tagHints: FormHints = {
  soldText: { label: "Sold tag" },
  newArrivalText: { label: "New arrival tag" },
  certifiedBadge: { label: "Certified badge" },
  "certifiedBadge.text": { label: "Badge text" },
};

export const financeHints: FormHints = {
  provider: {
    label: "Finance provider",
    options: {
      youx: "YouX",
      "360-finance": "360 Finance",
      ausloans: "AusLoans",
      "nissan-finance": "Nissan Finance",
    },
  },
  callToAction: {
    label: "Calculator call to action",
    options: { "get-finance-now": "Get Finance Now (modal)", "enquire-now": "Enquire Now (link)" },
  },
  buttonText: { label: "Finance button text" },
  pageForm: {
    label: "Finance page form",
    options: { popup: "Four-step popup", "single-page": "Single page" },
  },
  sidePanel: { label: "Side panel" },
  steps: { label: "Side panel steps", itemLabel: "Step" },
  sampleWording: {
    options: {
      "comparison-loan": "Comparison loan ($30,000 over 5 years)",
      "advertised-rates": "Advertised rates (6.29% / 8.19%)",
    },
  },
  quickPriceOptions: {
    options: { standard: "$5,000 to $70,000", premium: "$300,000 to $800,000" },
  },
  showFigures: { label: "Show finance figures on cars" },
  excludedMakes: { label: "Makes without finance figures", itemLabel: "Make" },
  fees: { label: "Fee list", itemLabel: "Fee" },
  "fees.amount": { label: "Amount ($)" },
  comparisonRateRange: { label: "Comparison rate range (%)" },
  disclaimer: { widget: "textarea" },
  "calculator.defaultRate": { label: "Default interest rate (%)" },
  "calculator.amount": { label: "Purchase price ($)" },
  "calculator.term": { label: "Loan term (years)" },
  "calculator.interest": { label: "Interest rate (%)" },
  "calculator.vehicleAmount": { label: "Vehicle page amount slider ($)" },
  "calculator.vehicleAmount.scaleAbovePrice": { label: "Scale above $100,000" },
  "calculator.vehicleAmount.startAtPrice": { label: "Start at the car's price" },
  "calculator.vehicleTermDefault": { label: "Vehicle page term (years)" },
  "calculator.roundUpFees": { label: "Round establishment fees up" },
  "calculator.establishmentFee": { label: "Establishment fee ($)" },
  "calculator.disclaimerToggle": { label: "Show More / Show Less on the disclaimer" },
};

export const formHints: FormHints = {
  enquiryMessageRequired: { label: "Enquiry message required" },
  enquiryLocationField: { label: "Ask for the location" },
  removePreferredDealership: { label: "Hide the preferred dealership" },
  financePostcode: { label: "Ask for a postcode on finance enquiries" },
  additionalServices: { itemLabel: "Service" },
};

export const reviewHints: FormHints = {
  hidden: { label: "Hide reviews" },
  minimumRating: { label: "Minimum average rating" },
  googleQuantity: { label: "Google reviews shown" },
};

export const vehiclePageHints: FormHints = {
  checkoutPath: { options: { checkout: "/checkout", "buy-online": "/buy-online" } },
  galleryDefaultView: { label: "First gallery tab", options: { spinner: "360 spin" } },
  spinAutoRotate: { label: "Turn the 360 spin by itself" },
  phoneReveal: {
    label: "Phone number",
    options: { masked: "Masked until clicked", direct: "Shown in full" },
  },
  "stickyCallBar.threshold": { label: "Scroll threshold (px)" },
  regoExpiredText: {
    label: "Expired registration wording",
    options: { "expires-on": "Expires on {date}", unregistered: "Unregistered" },
  },
  reserveAmount: { label: "Reserve amount ($)" },
  similarCarsCount: { label: "Similar cars shown" },
  tradeInValuationPost: { label: "Also post trade-in valuations" },
};

export const favouriteHints: FormHints = {
  enabled: { label: "Favourites" },
  mode: { label: "Toggle saves to" },
  compareUsedOnly: { label: "Compare used cars only" },
};

export const authHints: FormHints = {
  enabled: { label: "Sign-in" },
  gated: { label: "Features that need sign-in" },
};

export const locationDisplayHints: FormHints = {
  weekendClosedText: {
    label: "Closed weekend days show",
    options: {
      Closed: "Closed",
      "By appointment only": "By appointment only",
      "Enquire Now": "Enquire Now",
    },
  },
};

export const inventoryHints: FormHints = { itemTypes: { label: "Stock types" } };

export const warrantyHints: FormHints = {
  mechanicalProtectionYears: { label: "Mechanical protection (years)" },
  mechanicalProtectionKm: { label: "Mechanical protection (km)" },
  newCarWarrantyYears: { label: "New car warranty (years)" },
};

export const imageHints: FormHints = { quality: { label: "Image quality" } };

export const analyticsHints: FormHints = {
  dataLayer: { label: "Data layer name" },
  events: { label: "Event ids" },
};

export const integrationHints: FormHints = {
  search: {
    label: "Search backend",
    options: { embedded: "Embedded engine", algolia: "Algolia" },
  },
  "search.replicas": { label: "Sort options", itemLabel: "Sort option" },
  "search.appId": { label: "Algolia application id" },
  "search.searchApiKey": { label: "Algolia search-only API key" },
  "maps.mapboxToken": { label: "Mapbox public token" },
  leads: { label: "Lead delivery" },
  "leads.targets": { label: "Targets", itemLabel: "Target" },
  "leads.targets.to": { label: "Email address" },
  "leads.targets.secretEnv": { label: "Secret's environment variable" },
};

export const promoCardHints: FormHints = {
  id: { label: "Card id" },
  description: { widget: "textarea" },
  link: { label: "Button" },
  position: { label: "Position in results" },
  randomise: { label: "Randomise position" },
  start: { label: "Starts" },
  expiry: { label: "Expires" },
  display: { label: "Shown" },
  strictDisplay: { label: "Only at its position" },
};

export const locationHints: FormHints = {
  id: { label: "Location id" },
  location_type: { label: "Type" },
  location_subtype: { label: "Subtype" },
  dealership_id: { label: "Dealership" },
  dealership_slug: { hidden: true },
  "address.lat": { label: "Latitude" },
  "address.long": { label: "Longitude" },
  "address.place_id": { label: "Google place id" },
  "address.place_url": { label: "Google Maps link" },
  contact_detail: { label: "Contact" },
  "contact_detail.landline_phone": { label: "Landline" },
  "contact_detail.opening_hours": { label: "Opening hours" },
  special_hours: { label: "Holiday hours", itemLabel: "Holiday" },
  "special_hours.location_id": { hidden: true },
  "special_hours.start_hour": { label: "Opens" },
  "special_hours.end_hour": { label: "Closes" },
  "special_hours.name": { label: "Holiday name" },
  reviews: { label: "Review stats" },
  dealer_license_number: { label: "Dealer licence number" },
  coming_soon_badge: { label: "Coming soon badge" },
  opens_on: { label: "Opens on" },
};
