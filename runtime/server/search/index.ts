export { buildSearchEngine, createSearchEngine, type SearchEngine } from "./engine.ts";
export {
  defaultRanking,
  type RankingCriterion,
  type SearchEngineConfig,
  type SearchIndexConfig,
} from "./engine-config.ts";
export { createEngineHolder, type EngineHolder } from "./engine-holder.ts";
export { SearchError } from "./protocol/errors.ts";
export {
  registerSearchRoutes,
  type SearchRoutesOptions,
  searchRoutes,
} from "./protocol/http-routes.ts";
export {
  vehicleFilterOnlyAttributes,
  vehicleSearchableAttributes,
  vehicleSearchConfig,
} from "./vehicle-search-config.ts";
