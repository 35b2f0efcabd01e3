import type { SiteDefinition } from "@storefront/schemas";
import type { FastifyBaseLogger } from "fastify";
import type { StockStore } from "../stock/stock-store.ts";
import { type AlgoliaPushOptions, pushToAlgolia } from "./site-indices.ts";

/**
 * Pushes the stock to the Algolia indices of the sites searching Algolia once at start and
 * after each accepted feed (a held-back one changes nothing). Pushes never overlap: a feed
 * accepted during a push is pushed once that one ends, the newest stock only. A failed push is
 * logged; the next feed pushes again, and the records it missed go with it, since only what the
 * last successful push sent is remembered.
 */
export function pushOnFeed(
  sites: readonly SiteDefinition[],
  stock: StockStore,
  log: FastifyBaseLogger,
  options: AlgoliaPushOptions,
): { settled: () => Promise<void> } {
  if (!sites.some((site) => site.integrations.search.backend === "algolia"))
    return { settled: async () => {} };
  let running: Promise<void> | undefined;
  let again = false;
  const push = async (): Promise<void> => {
    try {
      for (const { appId, index, result } of await pushToAlgolia(
        sites,
        [...stock.vehicles],
        options,
      ))
        log.info({ appId, index, ...result }, "stock pushed to Algolia");
    } catch (error) {
      log.error({ problem: (error as Error).message }, "stock not pushed to Algolia");
    }
    if (again) {
      again = false;
      return push();
    }
    running = undefined;
  };
  const start = () => {
    if (running) again = true;
    else running = push();
  };
  stock.onReplace(start);
  start();
  return { settled: async () => void (await running) };
}
