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

export function embeddedEngine(records: readonly BenchRecord[]): BenchEngine {
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
    // The peers keep nothing from query to query: each query here is worked out in full.
    remember: false,
  });
  return {
    name: "embedded",
    buildMs: performance.now() - started,
    search: (query) =>
      engine.search(query.sort?.name ?? "cars", {
        ...(query.text ? { query: query.text } : {}),
        filters: filtersOf(query),
        facets: ["*"],
        hitsPerPage: 20,
        page: query.page,
      }).nbHits,
  };
}
