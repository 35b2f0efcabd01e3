import { toSlug } from "@storefront/rules/formatting/slug";
import type { MakeModels, SiteLogoImage, StockLink } from "./site-header-data.ts";

/*
 * Sample data for the header and footer stories: a Sydney dealer group selling Toyota and Mazda,
 * with the models and stock counts the runtime's connectors would supply.
 */

const makeModels = (make: string, models: [label: string, count: number][]): MakeModels => {
  const makeSlug = toSlug(make);
  return {
    make,
    href: `/search/${makeSlug}`,
    models: models.map(([label, count]) => ({
      label,
      count,
      href: `/search/${makeSlug}/${toSlug(label)}`,
    })),
  };
};

export const toyotaModels = makeModels("Toyota", [
  ["HiLux", 38],
  ["RAV4", 31],
  ["LandCruiser 300", 9],
  ["LandCruiser 70", 6],
  ["Prado", 12],
  ["Corolla Cross", 17],
  ["Corolla", 11],
  ["Camry", 8],
  ["Kluger", 7],
  ["Yaris Cross", 10],
  ["HiAce", 5],
  ["GR86", 2],
]);

const mazdaModels = makeModels("Mazda", [
  ["CX-5", 24],
  ["CX-3", 9],
  ["CX-30", 14],
  ["CX-60", 6],
  ["CX-90", 4],
  ["BT-50", 11],
  ["Mazda3", 7],
  ["MX-5", 1],
]);

export const sampleModels: MakeModels[] = [toyotaModels, mazdaModels];

/** A large group's makes, for long dropdowns. */
export const manyMakesModels: MakeModels[] = [
  toyotaModels,
  mazdaModels,
  makeModels("Hyundai", [
    ["Tucson", 19],
    ["i30", 15],
    ["Kona", 12],
    ["Santa Fe", 9],
    ["Venue", 6],
    ["IONIQ 5", 3],
    ["Palisade", 4],
    ["Staria", 2],
  ]),
  makeModels("Kia", [
    ["Sportage", 21],
    ["Seltos", 13],
    ["Carnival", 10],
    ["Sorento", 8],
    ["Cerato", 7],
    ["Picanto", 5],
    ["Stonic", 4],
    ["EV6", 2],
  ]),
  makeModels("Ford", [
    ["Ranger", 42],
    ["Everest", 16],
    ["Mustang", 3],
    ["Transit Custom", 6],
  ]),
  makeModels("Mitsubishi", [
    ["Triton", 27],
    ["Outlander", 18],
    ["ASX", 12],
    ["Eclipse Cross", 8],
    ["Pajero Sport", 9],
  ]),
];

export const sampleStock: StockLink[] = [
  { label: "New Cars", href: "/search/new-cars", count: 214 },
  { label: "Demo Cars", href: "/search/demo-cars", count: 23 },
  { label: "Used Cars", href: "/search/used-cars", count: 1186 },
  { label: "All Stock", href: "/search/new-used-and-demo-cars/", count: 1423 },
];

export const sampleSiteName = "Harbourside Motors";

export const sampleLogo: SiteLogoImage = {
  url: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48"><rect width="48" height="48" rx="10" fill="#1f2937"/><path d="M10 32 L24 14 L38 32 Z" fill="#ffffff"/><text x="58" y="31" font-family="Arial, sans-serif" font-size="17" font-weight="700" fill="#1f2937">Harbourside</text></svg>',
  )}`,
  alt: "Harbourside Motors",
};

export const samplePhone = { label: "Sales", number: "+61 2 9630 8800" };
