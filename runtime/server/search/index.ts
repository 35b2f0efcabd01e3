export type { SearchEngine } from "./engine.ts";
export { createEngineHolder, type EngineHolder } from "./engine-holder.ts";
export { registerSearchRoutes, type SearchRoutesOptions } from "./protocol/http-routes.ts";
export { vehicleSearchConfig } from "./vehicle-search-config.ts";
