import type { CardVehicle } from "@storefront/rules/vehicle/card/card-vehicle";
import type { PromoCard, VehicleRecord } from "@storefront/schemas";
import { fn } from "storybook/test";
import type { SearchResult } from "../search-data.ts";
import {
  fixtureNow,
  fixtureTags,
  fixtureVehicles,
  placeholderPhoto,
} from "../vehicle-card/vehicle-fixtures.ts";
import type { SearchResultsProps } from "./search-results-data.ts";

/** Story fixtures for the search results block. */

const sortOptions = [
  { value: "relevance", label: "Most relevant" },
  { value: "price-asc", label: "Price: low to high" },
  { value: "price-desc", label: "Price: high to low" },
  { value: "km-asc", label: "Kilometres: low to high" },
  { value: "year-desc", label: "Year: newest first" },
];

const searchPath = "/search/used-cars";

const pageHref = (page: number) => `${searchPath}?page=${page}`;

const vehicleHref = (car: CardVehicle) => `/cars/${car.slug}`;

const actionHrefs = (car: CardVehicle) => ({
  enquireHref: `/cars/${car.slug}#enquire`,
  financeHref: `/cars/${car.slug}#finance`,
  testDriveHref: `/book-test-drive/?car_id=${car.slug}`,
});

/** A page of results: 1,234 matches over 59 pages unless overridden. */
export function fixtureResult(
  hits: VehicleRecord[] = fixtureVehicles,
  overrides: Partial<SearchResult> = {},
): SearchResult {
  return {
    hits,
    count: 1_234,
    facets: { status: { in_stock: 1_180, coming_soon: 40, sold: 14 } },
    facetStats: { price: { min: 9_990, max: 189_990 } },
    page: 1,
    pages: 59,
    ms: 12,
    ...overrides,
  };
}

/** The cars at these indexes are sold. */
export const withSold = (indexes: number[], hits = fixtureVehicles) =>
  hits.map((car, index) => (indexes.includes(index) ? { ...car, status: "sold" as const } : car));

export const financePromo: PromoCard = {
  id: "finance-approval",
  title: "Get pre-approved in minutes",
  description: "Know your budget before you shop, with no impact on your credit score.",
  image: placeholderPhoto("#1e3a8a"),
  link: { label: "Get Pre-Approved", href: "/finance" },
  position: 5,
  randomise: false,
  display: true,
  strictDisplay: false,
};

export const tradeInPromo: PromoCard = {
  id: "trade-in",
  title: "What's your car worth?",
  description: "Get a trade-in valuation online and put it towards your next car.",
  link: { label: "Value My Trade-In", href: "/trade-in" },
  position: 10,
  randomise: false,
  display: true,
  strictDisplay: false,
};

/** A ready first page of 21 cars, with spies on every callback; the third car is saved. */
export function searchResultsArgs(): SearchResultsProps {
  return {
    showSort: true,
    showCount: true,
    status: "ready",
    result: fixtureResult(),
    hitsPerPage: 21,
    cardAttributes: ["car_type", "simple_body", "km", "simple_transmission", "stocknum"],
    noPriceText: "Enquire for price.",
    tags: fixtureTags,
    promos: [],
    now: fixtureNow,
    timeZone: "Australia/Sydney",
    random: () => 0,
    sort: { options: sortOptions, value: "relevance", onChange: fn() },
    pageHref,
    vehicleHref,
    actionHrefs,
    favourites: {
      enabled: true,
      mode: "favourites",
      compareUsedOnly: false,
      heart: { saved: new Set([fixtureVehicles[2]?.id ?? 0]), onToggle: fn() },
    },
    empty: { title: "No Results Available", clearFiltersHref: "/special-offers" },
  };
}
