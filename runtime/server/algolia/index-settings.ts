import type { SearchBackend } from "@storefront/schemas";
import type { IndexSettings } from "algoliasearch";
import { vehicleSearchConfig } from "../search/index.ts";

/** Settings of one index: the primary or a sort option's replica. */
export type IndexSetting = { indexName: string; settings: IndexSettings };

/**
 * The Algolia settings of a site's search index and its replicas, made from the same
 * configuration the embedded engine is built with, so both answer the storefront alike: the
 * same searchable attributes and facets (filter-only ones as `filterOnly(...)`), the primary
 * ranked by custom rank descending and each replica by its sort option, then custom rank.
 */
export function indexSettings(search: Pick<SearchBackend, "index" | "replicas">): IndexSetting[] {
  const config = vehicleSearchConfig(search);
  const shared: IndexSettings = {
    searchableAttributes: config.searchableAttributes,
    attributesForFaceting: config.attributesForFaceting,
    paginationLimitedTo: config.paginationLimitedTo ?? 1000,
  };
  const [primary, ...replicas] = config.indices;
  const customRanking = (index: (typeof config.indices)[number]) =>
    (index.ranking ?? [{ attribute: "custom_rank", order: "desc" }]).map(
      (criterion) => `${criterion.order}(${criterion.attribute})`,
    );
  return [
    {
      indexName: search.index,
      settings: {
        ...shared,
        customRanking: customRanking(primary!),
        replicas: replicas.map((replica) => replica.name),
      },
    },
    ...replicas.map((replica) => ({
      indexName: replica.name,
      settings: { ...shared, customRanking: customRanking(replica) },
    })),
  ];
}
