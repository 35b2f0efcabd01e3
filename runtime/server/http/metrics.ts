import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { SiteRegistry } from "../sites/site-registry.ts";
import type { StockStore } from "../stock/stock-store.ts";
import { outboxStates } from "../store/deliveries.ts";
import type { Store } from "../store/open-store.ts";
import { stockAgeSeconds } from "./health.ts";

/** Where a search answer came from: the answer cache, or the engine. */
export type SearchSource = "cache" | "engine";

/** What the server counts for Prometheus (`/metrics`), one registry per server. */
export type ServerMetrics = {
  registry: Registry;
  /** One search request answered, and how long it took. */
  searchAnswered: (source: SearchSource, seconds: number) => void;
  /** One lead delivery attempt ended: delivered, to be retried, or failed for good. */
  leadDeliveryAttempted: (kind: string, outcome: "delivered" | "retrying" | "failed") => void;
};

// Page and API latencies: a few milliseconds from cache up to seconds for a cold render.
const latencyBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export function createMetrics(sites: SiteRegistry, stock: StockStore): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: "storefront_stock_vehicles",
    help: "Vehicles each site sells in the served inventory",
    labelNames: ["site"],
    registers: [registry],
    collect() {
      for (const site of sites.sites)
        this.set({ site: site.slug }, stock.slugsFor(site).vehicles.size);
    },
  });
  new Gauge({
    name: "storefront_stock_age_seconds",
    help: "Seconds since the served inventory file was written",
    registers: [registry],
    collect() {
      this.set(stockAgeSeconds(stock));
    },
  });
  new Gauge({
    name: "storefront_stock_problem",
    help: "1 while a newer inventory could not be loaded (the loaded one serves on)",
    registers: [registry],
    collect() {
      this.set(stock.problem ? 1 : 0);
    },
  });
  new Gauge({
    name: "storefront_stock_rejected_records",
    help: "Records of the served inventory that failed validation and are left out",
    registers: [registry],
    collect() {
      this.set(stock.source.rejectedRecords ?? 0);
    },
  });
  const searchSeconds = new Histogram({
    name: "storefront_search_duration_seconds",
    help: "Time to answer a search request, by where the answer came from",
    labelNames: ["source"],
    buckets: latencyBuckets,
    registers: [registry],
  });
  const searchAnswers = new Counter({
    name: "storefront_search_answers_total",
    help: "Search requests answered, by where the answer came from (cache hit rate)",
    labelNames: ["source"],
    registers: [registry],
  });
  const leadDeliveries = new Counter({
    name: "storefront_lead_delivery_attempts_total",
    help: "Lead delivery attempts, by destination kind (email, webhook) and outcome (delivered, retrying, failed)",
    labelNames: ["kind", "outcome"],
    registers: [registry],
  });
  return {
    registry,
    searchAnswered(source, seconds) {
      searchSeconds.observe({ source }, seconds);
      searchAnswers.inc({ source });
    },
    leadDeliveryAttempted(kind, outcome) {
      leadDeliveries.inc({ kind, outcome });
    },
  };
}

/** Times every request by method, route pattern (never the path a client chose) and status. */
export function registerRequestMetrics(app: FastifyInstance, metrics: ServerMetrics): void {
  const requestSeconds = new Histogram({
    name: "storefront_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method, route and status",
    labelNames: ["method", "route", "status"],
    buckets: latencyBuckets,
    registers: [metrics.registry],
  });
  app.addHook("onResponse", (request, reply, done) => {
    requestSeconds.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? "unmatched",
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/** SQLite's group commit: how many leads each commit (each fsync) holds, from the totals. */
export function registerLeadCommitMetrics(metrics: ServerMetrics, store: Store): void {
  const commits = store.leadCommits;
  if (!commits) return;
  new Counter({
    name: "storefront_store_lead_commits_total",
    help: "Commits that wrote leads to the SQLite store (one fsync each)",
    registers: [metrics.registry],
    collect() {
      this.reset();
      this.inc(commits().commits);
    },
  });
  new Counter({
    name: "storefront_store_leads_committed_total",
    help: "Leads written by those commits (leads per commit: this over the commits)",
    registers: [metrics.registry],
    collect() {
      this.reset();
      this.inc(commits().leads);
    },
  });
}

/**
 * The lead outbox's depth per site, read from the store at each scrape: deliveries waiting,
 * being attempted and failed for good. A store that cannot be read leaves the last values.
 */
export function registerOutboxMetrics(
  metrics: ServerMetrics,
  store: Store,
  sites: SiteRegistry,
): void {
  new Gauge({
    name: "storefront_lead_outbox_deliveries",
    help: "Lead deliveries in the outbox per site, by status (pending: waiting; delivering: being attempted; failed: given up, to retry from the studio)",
    labelNames: ["site", "status"],
    registers: [metrics.registry],
    async collect() {
      for (const site of sites.sites) {
        const depth = await store.outboxDepth(site.slug).catch(() => undefined);
        if (depth)
          for (const status of outboxStates) this.set({ site: site.slug, status }, depth[status]);
      }
    },
  });
}
