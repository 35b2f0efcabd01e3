import { parseFacetingAttribute } from "../search/engine-config.ts";
import { vehicleSearchConfig } from "../search/vehicle-search-config.ts";

/** Sort attributes a site's sort options may use besides the facets (see defaultReplicas). */
const sortAttributes = ["custom_rank", "price", "year", "km", "created_at_timestamp"];

/**
 * The attributes a stock keeps as columns (see VehicleList): what search indexes, ranks and
 * clusters by, and what routing and lookups read (make, model, slug, id, dealership). Any other
 * attribute is still read, from the records themselves.
 */
export const stockAttributes: readonly string[] = (() => {
  const config = vehicleSearchConfig({ index: "cars", replicas: [] });
  return [
    ...new Set([
      ...config.attributesForFaceting.map((entry) => parseFacetingAttribute(entry).attribute),
      ...config.searchableAttributes,
      ...(config.clusterBy ?? []),
      ...sortAttributes,
      ...["make", "model", "slug", "id", "dealership_id", "reserved"],
    ]),
  ];
})();
