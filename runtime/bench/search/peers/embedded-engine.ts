import type { SearchResponse } from "@storefront/schemas/search/search-protocol";
import { createSearchEngine } from "../../../server/search/engine.ts";
import { vehicleSearchConfig } from "../../../server/search/vehicle-search-config.ts";
import type { BenchQuery } from "../bench-queries.ts";
import { type BenchRecord, benchFacets, benchSearchable, benchSorts } from "../bench-records.ts";
import type { BenchEngine } from "./bench-engine.ts";

const quote = (value: string) => `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;

/** The filters string the storefront would send for a bench query. */
function filtersOf(query: BenchQuery): string {
  const parts = query.equals.map(([attribute, value]) => `${attribute}:${quote(value)}`);
  if (query.range) parts.push(`${query.range.attribute}:${query.range.min} TO ${query.range.max}`);
  return parts.join(" AND ");
}

/** The embedded engine, which also gives its whole answer to a query (to compare answers). */
export function embeddedEngine(
  records: readonly BenchRecord[],
): BenchEngine & { answer(query: BenchQuery): SearchResponse } {
  const started = performance.now();
  const engine = createSearchEngine(records, {
    indices: [
      { name: "cars" },
      ...benchSorts.map((sort) => ({
        name: sort.name,
        ranking: [
          { attribute: sort.attribute, order: sort.order },
          { attribute: "custom_rank", order: "desc" as const },
        ],
      })),
    ],
    searchableAttributes: benchSearchable,
    attributesForFaceting: benchFacets,
    clusterBy: vehicleSearchConfig({ index: "cars", replicas: [] }).clusterBy!,
    facetBoundsBy: vehicleSearchConfig({ index: "cars", replicas: [] }).facetBoundsBy!,
    // The peers keep nothing from query to query: each query here is worked out in full.
    remember: false,
  });
  const answer = (query: BenchQuery) =>
    engine.search(query.sort?.name ?? "cars", {
      ...(query.text ? { query: query.text } : {}),
      filters: filtersOf(query),
      facets: ["*"],
      hitsPerPage: 20,
      page: query.page,
    });
  return {
    name: "embedded",
    buildMs: performance.now() - started,
    search: (query) => answer(query).nbHits,
    answer,
  };
}
