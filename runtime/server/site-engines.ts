import type { SiteDefinition } from "@storefront/schemas";
import {
  createEngineHolder,
  type EngineHolder,
  type SearchEngine,
  vehicleSearchConfig,
} from "./search/index.ts";
import { withDealershipNames } from "./stock/dealership-names.ts";
import type { StockStore } from "./stock/stock-store.ts";

export type SiteEngines = {
  engineFor: (site: SiteDefinition) => SearchEngine;
  /** Resolves once the engines answer from the newest stock (after a reload, when rebuilt). */
  settled: () => Promise<void>;
  /** Whether every engine answers from the served stock (not while a replaced stock's is built). */
  ready: () => boolean;
};

// A site shows only the dealership names it owns: one that names no dealerships (and so sells
// the whole feed) searches the feed's own names, not those other sites give its dealerships.
const namesDealerships = (site: SiteDefinition) => site.dealerships.length > 0;

const configKey = (site: SiteDefinition) => {
  const { index, replicas } = site.integrations.search;
  return JSON.stringify([index, replicas, namesDealerships(site)]);
};

/**
 * One embedded engine per distinct index and replica set among the sites (apart for sites that
 * name no dealerships), over the whole inventory (each site's requests carry its own dealer
 * stock filter), rebuilt and swapped in when the inventory changes.
 */
export function createSiteEngines(
  sites: readonly SiteDefinition[],
  stock: StockStore,
): SiteEngines {
  const holders = new Map<string, EngineHolder>();
  const named = new Set<EngineHolder>();
  for (const site of sites) {
    const key = configKey(site);
    if (holders.has(key)) continue;
    const names = namesDealerships(site);
    const holder = createEngineHolder(
      names ? withDealershipNames(stock.vehicles, sites) : stock.vehicles,
      vehicleSearchConfig(site.integrations.search),
    );
    holders.set(key, holder);
    if (names) named.add(holder);
  }
  let rebuilt: Promise<unknown> = Promise.resolve();
  // Stocks served so far, and the newest whose engines are all in.
  let [served, answered] = [0, 0];
  stock.onReplace((vehicles) => {
    const withNames = withDealershipNames(vehicles, sites);
    const generation = ++served;
    rebuilt = Promise.all(
      [...holders.values()].map((holder) =>
        holder.replace(named.has(holder) ? withNames : vehicles),
      ),
    );
    rebuilt.then(
      () => {
        answered = Math.max(answered, generation);
      },
      () => {},
    );
  });
  // Sites are looked up on every search request; their definitions do not change while served.
  const holderOf = new WeakMap<SiteDefinition, EngineHolder>();
  return {
    engineFor: (site) => {
      let holder = holderOf.get(site);
      if (!holder) {
        holder = holders.get(configKey(site));
        if (!holder) throw new Error(`No search engine for the site "${site.slug}"`);
        holderOf.set(site, holder);
      }
      return holder.current();
    },
    ready: () => answered === served,
    settled: async () => {
      // A reload during the wait starts another build: wait for that one too.
      for (let waited: Promise<unknown> | undefined; waited !== rebuilt; ) {
        waited = rebuilt;
        await waited;
      }
    },
  };
}
