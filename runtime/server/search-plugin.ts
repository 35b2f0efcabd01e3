import type { SiteDefinition } from "@storefront/schemas";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "./http/app.ts";
import {
  createEngineHolder,
  type EngineHolder,
  registerSearchRoutes,
  vehicleSearchConfig,
} from "./search/index.ts";

const configKey = (site: SiteDefinition) => {
  const { index, replicas } = site.integrations.search;
  return JSON.stringify([index, replicas]);
};

/**
 * The embedded search engine on the server's own origin: one engine per distinct index and
 * replica set among the sites, over the whole inventory (each site's requests carry its own
 * dealer stock filter), rebuilt and swapped in when the inventory changes.
 */
export function searchPlugin(app: FastifyInstance, context: ServerContext): void {
  const holders = new Map<string, EngineHolder>();
  for (const site of context.sites) {
    const key = configKey(site);
    if (!holders.has(key))
      holders.set(
        key,
        createEngineHolder(context.stock.vehicles, vehicleSearchConfig(site.integrations.search)),
      );
  }
  context.stock.onReplace((vehicles) => {
    for (const holder of holders.values()) void holder.replace(vehicles);
  });
  registerSearchRoutes(app, {
    engineFor: (request) => {
      const holder = holders.get(configKey(context.siteFor(request)));
      if (!holder) throw new Error("No search engine for this site");
      return holder.current();
    },
  });
}
