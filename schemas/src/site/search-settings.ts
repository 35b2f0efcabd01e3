import { z } from "zod";
import { safeLink } from "../common.ts";
import { cardAttributes, facetParams } from "../search-state.ts";

const facetParam = z.enum(facetParams);
const cardAttribute = z.enum(cardAttributes);

export const defaultCardAttributes = [
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
    .meta({ description: "Result cards per page." }),
  soldDays: z
    .number()
    .int()
    .min(0)
    .max(365)
    .default(3)
    .meta({ description: "Sold vehicles stay listed for this many days after their sale." }),
  visibilityLevel: z.number().int().min(0).max(14).default(3).meta({
    description: "Highest vehicle visibility level this site lists (dealer sites use 0 to 14).",
  }),
  priceAscendingExcludesZero: z.boolean().default(false).meta({
    description: "Sorting by price, low to high, also filters to prices above 0.",
  }),
  certifiedOnly: z.boolean().default(false).meta({
    description: "Certified-only site: the certified facet hides its 'false' value.",
  }),
  cardAttributes: z
    .array(cardAttribute)
    .max(8)
    .default([...defaultCardAttributes])
    .meta({ description: "Attributes a result card lists under its price, in order." }),
  facets: z
    .array(facetParam)
    .default([...defaultFacetPanel])
    .meta({ description: "Facets the filter panel offers, in order." }),
  priceSliderMax: z
    .number()
    .int()
    .positive()
    .default(100000)
    .meta({ description: "Upper bound of the price slider before results give a maximum." }),
  defaultPath: z
    .string()
    .startsWith("/search")
    .default("/search/new-used-and-demo-cars/")
    .meta({ description: "Where the Show Me button and stock links lead." }),
  clearFiltersTarget: safeLink
    .default("/special-offers")
    .meta({ description: "Where the Clear Filters button of an empty search leads." }),
  emptyTitle: z
    .string()
    .min(1)
    .default("No Results Available")
    .meta({ description: "Title of the empty-results card." }),
  noPriceText: z
    .string()
    .min(1)
    .default("Enquire for price.")
    .meta({ description: "Shown instead of a price of 10 or less." }),
});
export type SearchSettings = z.infer<typeof searchSettings>;
