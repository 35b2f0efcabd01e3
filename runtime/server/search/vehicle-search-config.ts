import { facetCatalog, type SearchBackend } from "@storefront/schemas";
import { defaultRanking, type SearchEngineConfig } from "./engine-config.ts";

/** Attributes whose words the search box matches, as the spec lists them. */
export const vehicleSearchableAttributes = [
  "year",
  "make",
  "model",
  "badge",
  "series",
  "colour",
  "simple_body",
  "body",
  "stocknum",
];

/**
 * Attributes the storefront filters on without showing them as facets: the dealer stock filter
 * (status is a facet already), visibility levels, dealership scoping, photo counts, lookups by id.
 */
const vehicleFilterOnlyAttributes = [
  "show_on_dealer_website",
  "sold_date_timestamp",
  "visibility",
  "photos_count",
  "dealership_id",
  "dealership_slug",
  "location_id",
  "reserved",
  "preorder",
  "id",
  "objectID",
  "slug",
];

/**
 * The engine configuration of a site's search settings: the primary index ranked by custom rank,
 * one replica per sort option (ties broken by custom rank), the spec's facets and filters.
 */
export function vehicleSearchConfig(
  search: Pick<SearchBackend, "index" | "replicas">,
): SearchEngineConfig {
  const facets = new Set(Object.values(facetCatalog).map((facet) => facet.attribute));
  return {
    indices: [
      { name: search.index, ranking: defaultRanking },
      ...search.replicas.map((replica) => ({
        name: replica.name,
        ranking: [{ attribute: replica.attribute, order: replica.order }, ...defaultRanking],
      })),
    ],
    searchableAttributes: vehicleSearchableAttributes,
    attributesForFaceting: [
      ...facets,
      ...vehicleFilterOnlyAttributes.map((attribute) => `filterOnly(${attribute})`),
    ],
    clusterBy: ["make", "model", "badge"],
    facetBoundsBy: ["car_type"],
  };
}
