import { mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { withDefaultPages } from "@storefront/schemas";
import type { FastifyInstance } from "fastify";
import { pushOnFeed } from "./algolia/push-on-feed.ts";
import type { AlgoliaPushOptions } from "./algolia/site-indices.ts";
import { formatProblems } from "./definition/report.ts";
import { createServer, type ServerOptions } from "./http/app.ts";
import { type LeadDeliveryOptions, leadDeliveryPlugin } from "./outbox/delivery-plugin.ts";
import {
  type SearchAlertPluginOptions,
  searchAlertsPlugin,
} from "./saved-searches/search-alerts-plugin.ts";
import { createSiteEngines } from "./site-engines.ts";
import { loadSites } from "./sites/load-sites.ts";
import { createSiteRegistry } from "./sites/site-registry.ts";
import { createPageRenderer } from "./ssr/page-renderer.ts";
import { createFeedIntake, feedReportPath } from "./stock/feed-intake.ts";
import { defaultFeedFetch, type FeedFetchOptions, feedAtUrl, isFeedUrl } from "./stock/feed-url.ts";
import { followInventory } from "./stock/follow-inventory.ts";
import { type LoadedInventory, readInventory } from "./stock/inventory-file.ts";
import { StockStore } from "./stock/stock-store.ts";

export type StartOptions = {
  site: string;
  /** An inventory file, or an http(s) address to poll. */
  inventory: string;
  data: string;
  port: number;
  host: string;
  clientDir: string;
  defaultSite?: string | undefined;
  watch?: boolean;
  /** Render pages on the server (default); off, the browser renders every page. */
  serverRender?: boolean;
  plugins?: ServerOptions["plugins"];
  /** JSON log lines; standard output at level info (or LOG_LEVEL) when not given. */
  log?: ServerOptions["log"];
  trustProxy?: ServerOptions["trustProxy"];
  rateLimits?: ServerOptions["rateLimits"];
  /** PostgreSQL for the store; SQLite in `data` without it. */
  databaseUrl?: string | undefined;
  publicOperations?: boolean;
  /**
   * The worker delivering the lead outbox (see outbox/): its options, or false for a server
   * that only stores leads. It delivers with the server's environment by default.
   */
  leadDelivery?: LeadDeliveryOptions | false;
  /**
   * The Algolia key that may write (ALGOLIA_ADMIN_API_KEY): with it, the stock of the sites
   * searching Algolia is pushed to their indices at start and after each accepted feed.
   */
  algolia?: Omit<AlgoliaPushOptions, "stateDir"> | undefined;
  /** How a feed at an http(s) `inventory` address is fetched and polled. */
  feedFetch?: FeedFetchOptions | undefined;
  /** The share of served vehicles a new feed may drop before it is held back (default 0.3). */
  maxDropShare?: number | undefined;
  /** Saved-search alerts sent as new stock is served: their options, or false for none. */
  searchAlerts?: SearchAlertPluginOptions | false;
  /** Seconds `close` keeps serving, with `/readyz` at 503, before it stops (default 0). */
  drainSeconds?: number;
};

export class StartupError extends Error {}

/** Loads and checks everything first; a server starts only on valid definitions and stock. */
export async function startServer(
  options: StartOptions,
): Promise<{ app: FastifyInstance; url: string; close: () => Promise<void> }> {
  const loaded = await loadSites(options.site);
  if (!loaded.ok) {
    const report = loaded.failures
      .map((failure) => formatProblems(failure.file, failure.problems))
      .join("\n");
    throw new StartupError(`Refusing to start: invalid site definition\n${report}`);
  }
  const registry = createSiteRegistry(
    loaded.sites.map((entry) => withDefaultPages(entry.definition)),
    options.defaultSite,
  );
  await mkdir(options.data, { recursive: true });
  const remote = isFeedUrl(options.inventory)
    ? feedAtUrl(options.inventory, options.data, options.feedFetch ?? defaultFeedFetch)
    : undefined;
  const source = remote ? options.inventory : resolve(options.inventory);
  const first = remote
    ? await remote.first().catch((error: Error) => {
        throw new StartupError(`Refusing to start: ${error.message}`);
      })
    : { feed: await readInventory(source) };
  const inventory = first.feed;
  const stock = new StockStore(inventory.vehicles, {
    file: source,
    version: inventory.version,
    loadedAt: new Date(),
    rejectedRecords: inventory.rejectedRecords,
    report: feedReportPath(options.data),
  });
  const engines = createSiteEngines(registry.sites, stock);
  const lifecycle = { draining: false };
  const renderPage = options.serverRender === false ? undefined : createPageRenderer(engines);
  const app = await createServer({
    registry,
    stock,
    engines,
    renderPage,
    clientDir: options.clientDir,
    dataDir: options.data,
    plugins: [
      ...(options.plugins ?? []),
      ...(options.leadDelivery === false ? [] : [leadDeliveryPlugin(options.leadDelivery)]),
      ...(options.searchAlerts === false ? [] : [searchAlertsPlugin(options.searchAlerts)]),
    ],
    log: options.log ?? { level: process.env.LOG_LEVEL ?? "info" },
    trustProxy: options.trustProxy,
    rateLimits: options.rateLimits,
    databaseUrl: options.databaseUrl,
    lifecycle,
    publicOperations: options.publicOperations,
  });
  const intake = createFeedIntake(stock, app.log, {
    source,
    dataDir: options.data,
    maxDropShare: options.maxDropShare,
  });
  await intake.started(inventory);
  const algolia = options.algolia
    ? pushOnFeed(registry.sites, stock, app.log, {
        ...options.algolia,
        stateDir: join(options.data, "algolia"),
      })
    : undefined;
  if (first.fallback)
    app.log.warn({ source, problem: first.fallback }, "serving the feed's last version kept");
  const stopWatching = !options.watch
    ? () => {}
    : remote
      ? remote.follow(intake)
      : followInventory(source, intake, (inventory as LoadedInventory).version, {
          served: () => stock.vehicles,
        });
  await app.listen({ port: options.port, host: options.host });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  const url = `http://${options.host === "0.0.0.0" || options.host === "::" ? "localhost" : options.host}:${port}`;
  return {
    app,
    url,
    /**
     * Drains, then stops: `/readyz` answers 503 so balancers send no new traffic, the server
     * serves on for `drainSeconds`, then stops listening and waits for requests in flight.
     */
    close: async () => {
      lifecycle.draining = true;
      stopWatching();
      await algolia?.settled();
      const drainMs = (options.drainSeconds ?? 0) * 1000;
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
      await app.close();
      await renderPage?.loaded;
    },
  };
}
