import itemsjs from "itemsjs";
import type { BenchQuery } from "../bench-queries.ts";
import { type BenchRecord, benchFacets, benchSearchable, benchSorts } from "../bench-records.ts";
import type { BenchEngine } from "./bench-engine.ts";

const numericFacets = new Set([
  "price",
  "subscription_price",
  "km",
  "year",
  "seats",
  "created_at_timestamp",
]);

/** itemsjs with every facet as an aggregation (100 values, stats for numbers) and the same sorts. */
export function itemsjsEngine(records: readonly BenchRecord[]): BenchEngine {
  const started = performance.now();
  const engine = itemsjs([...records], {
    aggregations: Object.fromEntries(
      benchFacets.map((facet) => [
        facet,
        { title: facet, size: 100, conjunction: true, show_facet_stats: numericFacets.has(facet) },
      ]),
    ),
    sortings: {
      custom_rank_desc: { field: "custom_rank", order: "desc" },
      ...Object.fromEntries(
        benchSorts.map((sort) => [
          sort.name,
          { field: [sort.attribute, "custom_rank"], order: [sort.order, "desc"] },
        ]),
      ),
    },
    searchableFields: benchSearchable,
    native_search_enabled: true,
  });
  return {
    name: "itemsjs",
    buildMs: performance.now() - started,
    search(query: BenchQuery) {
      const range = query.range;
      return engine.search({
        query: query.text ?? "",
        filters: Object.fromEntries(query.equals.map(([attribute, value]) => [attribute, [value]])),
        ...(range
          ? {
              filter: (item: BenchRecord) => {
                const value = Number(item[range.attribute]);
                return value >= range.min && value <= range.max;
              },
            }
          : {}),
        sort: query.sort?.name ?? "custom_rank_desc",
        per_page: 20,
        page: query.page + 1,
      }).pagination.total;
    },
  };
}
