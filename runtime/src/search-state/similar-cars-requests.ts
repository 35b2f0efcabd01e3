import { cardVehicleAttributes } from "@storefront/rules/vehicle/card/card-vehicle";
import {
  similarCarsQueryLimit,
  similarPriceWindow,
} from "@storefront/rules/vehicle/similar/similar-cars";
import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";
import { quote, type SearchRequest, siteFilter } from "./algolia-requests.ts";

/**
 * The similar-cars queries, sent as one multi-query: cars of the same make and model, then of the
 * same body type, then any, each in stock (status in_stock), inside the price window around the
 * car's price, never the car itself; each with limit 10, highlight tags and no facets.
 */
export function similarCarsRequests(
  site: SiteDefinition,
  vehicle: Pick<VehicleRecord, "slug" | "make" | "model" | "simple_body" | "price">,
  now: Date,
): SearchRequest[] {
  const { min, max } = similarPriceWindow(vehicle.price);
  const base = [
    siteFilter(site, now),
    "status:in_stock",
    `price:${min} TO ${max}`,
    `NOT slug:${quote(vehicle.slug)}`,
  ];
  const matches = [
    [`make:${quote(vehicle.make)}`, `model:${quote(vehicle.model)}`],
    ...(vehicle.simple_body ? [[`simple_body:${quote(vehicle.simple_body)}`]] : []),
    [],
  ];
  return matches.map((match) => ({
    indexName: site.integrations.search.index,
    query: "",
    filters: [...base, ...match].join(" AND "),
    facets: [],
    hitsPerPage: similarCarsQueryLimit,
    page: 0,
    attributesToRetrieve: cardVehicleAttributes(site.search.cardAttributes),
    highlightPreTag: "<mark>",
    highlightPostTag: "</mark>",
  }));
}
