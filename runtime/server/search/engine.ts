import type {
  FacetSearchParams,
  FacetSearchResponse,
  SearchParams,
  SearchResponse,
} from "@storefront/schemas/search/search-protocol";
import type { SearchEngineConfig } from "./engine-config.ts";
import { runFacetValueSearch } from "./facets/facet-value-search.ts";
import { type EngineState, engineStateSteps } from "./indexing/engine-state.ts";
import type { Records } from "./indexing/record-source.ts";
import { runSearch } from "./run-search.ts";

/**
 * An in-memory search index over vehicle records answering Algolia-shaped queries.
 * Methods throw SearchError (status 400 or 404) for requests Algolia would refuse.
 */
export interface SearchEngine {
  /** The primary index first, then the replicas. */
  readonly indexNames: readonly string[];
  /** Number of records. */
  readonly size: number;
  search(indexName: string, params?: SearchParams): SearchResponse;
  searchForFacetValues(
    indexName: string,
    facet: string,
    params?: FacetSearchParams,
  ): FacetSearchResponse;
}

/** Any record objects, or a store of them; vehicles in practice (`VehicleRecord`). */
type SearchRecords = Records;

/** Builds an engine synchronously (about a second for 100k vehicles). */
export function createSearchEngine(
  records: SearchRecords,
  config: SearchEngineConfig,
): SearchEngine {
  const steps = engineStateSteps(records, config);
  for (;;) {
    const step = steps.next();
    if (step.done) return engineOver(step.value);
  }
}

/**
 * Builds an engine in small steps, letting the event loop run between them, so a server keeps
 * answering with its current engine while the next one is built.
 */
export async function buildSearchEngine(
  records: SearchRecords,
  config: SearchEngineConfig,
): Promise<SearchEngine> {
  const steps = engineStateSteps(records, config);
  for (;;) {
    const step = steps.next();
    if (step.done) return engineOver(step.value);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

function engineOver(state: EngineState): SearchEngine {
  return {
    indexNames: [...state.orderings.keys()],
    size: state.size,
    search: (indexName, params = {}) => runSearch(state, indexName, params),
    searchForFacetValues: (indexName, facet, params = {}) =>
      runFacetValueSearch(state, indexName, facet, params),
  };
}
