import { buildSearchEngine, createSearchEngine, type SearchEngine } from "./engine.ts";
import type { SearchEngineConfig } from "./engine-config.ts";
import type { Records } from "./indexing/record-source.ts";

/** Any record objects, or a store of them; vehicles in practice (`VehicleRecord`). */
type SearchRecords = Records;

/**
 * Holds the engine that answers queries and swaps in a new one when the inventory changes.
 * The new engine is built in steps that let the event loop run, so queries arriving during the
 * build are answered by the old engine; the swap happens only once the new one is complete.
 */
export interface EngineHolder {
  /** The engine to answer a query with. */
  current(): SearchEngine;
  /**
   * Builds an engine over `records` and swaps it in; resolves with the engine in use afterwards.
   * When replacements overlap, the one started last wins and earlier ones are dropped.
   */
  replace(records: SearchRecords): Promise<SearchEngine>;
}

export function createEngineHolder(
  records: SearchRecords,
  config: SearchEngineConfig,
): EngineHolder {
  let engine = createSearchEngine(records, config);
  let latest = 0;
  return {
    current: () => engine,
    async replace(next) {
      const generation = ++latest;
      const built = await buildSearchEngine(next, config);
      if (generation === latest) engine = built;
      return engine;
    },
  };
}
