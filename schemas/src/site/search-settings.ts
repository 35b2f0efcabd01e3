import { z } from "zod";
import { safeLink } from "../common.ts";
import {
  type CardAttribute,
  cardAttributes,
  facetCatalog,
  facetParams,
} from "../search/search-state.ts";

const facetParam = z.enum(facetParams).meta({
  optionLabels: Object.fromEntries(
    Object.entries(facetCatalog).map(([param, facet]) => [param, facet.label]),
  ),
});

const cardAttributeLabels: Record<CardAttribute, string> = {
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
const cardAttribute = z.enum(cardAttributes).meta({ optionLabels: cardAttributeLabels });

const defaultCardAttributes = [
  "car_type",
  "simple_body",
  "km",
  "simple_transmission",
  "stocknum",
] as const;

export const defaultFacetPanel = [
  "make",
  "model",
  "car_type",
  "body",
  "price",
  "km",
  "year",
  "transmission",
  "fuel",
  "drive",
  "colour",
  "location_name",
] as const;

export const searchSettings = z.strictObject({
  hitsPerPage: z
    .number()
    .int()
    .min(1)
    .max(60)
    .default(21)
    .meta({ title: "Results per page", description: "Result cards per page." }),
  soldDays: z.number().int().min(0).max(365).default(3).meta({
    title: "Days sold cars stay listed",
    description: "Sold vehicles stay listed for this many days after their sale.",
  }),
  visibilityLevel: z.number().int().min(0).max(14).default(3).meta({
    title: "Highest visibility level",
    description: "Highest vehicle visibility level this site lists (dealer sites use 0 to 14).",
  }),
  priceAscendingExcludesZero: z.boolean().default(false).meta({
    title: "Price low to high leaves out $0 cars",
    description: "Sorting by price, low to high, also filters to prices above 0.",
  }),
  certifiedOnly: z.boolean().default(false).meta({
    title: "Certified cars only",
    description: "Certified-only site: the certified facet hides its 'false' value.",
  }),
  cardAttributes: z
    .array(cardAttribute)
    .max(8)
    .default([...defaultCardAttributes])
    .meta({
      title: "Result card attributes",
      description: "Attributes a result card lists under its price, in order.",
    }),
  facets: z
    .array(facetParam)
    .default([...defaultFacetPanel])
    .meta({
      title: "Filter panel facets",
      description: "Facets the filter panel offers, in order.",
    }),
  priceSliderMax: z.number().int().positive().default(100000).meta({
    title: "Price slider maximum ($)",
    description: "Upper bound of the price slider before results give a maximum.",
  }),
  defaultPath: z.string().startsWith("/search").default("/search/new-used-and-demo-cars/").meta({
    title: "Default search path",
    description: "Where the Show Me button and stock links lead.",
  }),
  clearFiltersTarget: safeLink.default("/special-offers").meta({
    title: "Clear Filters link",
    description: "Where the Clear Filters button of an empty search leads.",
  }),
  emptyTitle: z
    .string()
    .min(1)
    .default("No Results Available")
    .meta({ title: "Empty results title", description: "Title of the empty-results card." }),
  noPriceText: z
    .string()
    .min(1)
    .default("Enquire for price.")
    .meta({ title: "No-price text", description: "Shown instead of a price of 10 or less." }),
});
