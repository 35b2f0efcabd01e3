import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { SiteDefinition } from "@storefront/schemas";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import helmet from "helmet";
import { previewQueryParam } from "../../src/preview/preview-protocol.ts";
import { matchPath } from "../../src/routing/match-path.ts";
import type { SiteEngines } from "../site-engines.ts";
import { type SiteRegistry, siteForHost } from "../sites/site-registry.ts";
import type { StockStore } from "../stock/stock-store.ts";
import { openStore, type Store } from "../store/open-store.ts";
import { registerCompression } from "./compression.ts";
import { contentSecurityPolicy } from "./content-security.ts";
import {
  createMetrics,
  registerLeadCommitMetrics,
  registerOutboxMetrics,
  registerRequestMetrics,
  type ServerMetrics,
} from "./metrics.ts";
import { registerOperations, type ServerLifecycle } from "./operations.ts";
import { type PageRenderer, pageResponse } from "./page-response.ts";
import {
  defaultRateLimits,
  type RateLimitHooks,
  type RateLimits,
  registerRateLimits,
} from "./rate-limits.ts";
import { type LogOptions, loggerOptions, pathOf, registerRequestLog } from "./server-log.ts";
import { registerStyleNonce, withStyleNonce } from "./style-nonce.ts";

export type ServerOptions = {
  registry: SiteRegistry;
  stock: StockStore;
  engines: SiteEngines;
  /** The built browser app (index.html and assets/). */
  clientDir: string;
  /** Writable folder for what the server keeps (leads, drafts). */
  dataDir: string;
  /**
   * The store of leads and counters, owned by the caller; without it the server opens its own
   * (PostgreSQL at `databaseUrl`, else SQLite in `dataDir`) and closes it when it closes.
   */
  store?: Store;
  databaseUrl?: string | undefined;
  /** Renders a page's HTML on the server; without it the browser renders every page. */
  renderPage?: PageRenderer;
  /** JSON log lines (Fastify's logger); off when not given. */
  log?: LogOptions | false;
  /**
   * Which proxies' X-Forwarded-* headers to believe (Fastify's trustProxy: true for any, or
   * addresses and ranges such as "loopback" or "10.0.0.0/8"); none by default, so no client
   * can choose the host or scheme of the links a page carries.
   */
  trustProxy?: boolean | string | string[];
  /** Per-client limits on the public APIs; false turns them off (benchmarks of one client). */
  rateLimits?: RateLimits | false;
  /** Set while the server drains before stopping; `/readyz` then answers 503. */
  lifecycle?: ServerLifecycle;
  /** `/readyz` and `/metrics` for any client, not only this machine. */
  publicOperations?: boolean;
  /** Route plugins that join the server (search engine, media...). */
  plugins?: ((app: FastifyInstance, context: ServerContext) => Promise<void> | void)[];
};

export type ServerContext = {
  sites: readonly SiteDefinition[];
  siteFor: (request: FastifyRequest) => SiteDefinition;
  stock: StockStore;
  engines: SiteEngines;
  dataDir: string;
  store: Store;
  /** Per-client rate limits to add to the public API routes a plugin serves. */
  rateLimits: RateLimitHooks;
  metrics: ServerMetrics;
};

const apiPrefixes = ["/api/", "/1/", "/media/", "/assets/", "/healthz", "/readyz", "/metrics"];

/**
 * Helmet's headers, which are the same on every answer: read once from its middleware and set
 * with the answer's own headers, so Node writes them all in one go (set one by one on the raw
 * response, they cost a lead's answer more than its route's hooks).
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    frameguard: { action: "sameorigin" },
  })({} as IncomingMessage, collector as unknown as ServerResponse, () => {});
  return headers;
}

export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(options.log),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
  });
  registerRequestLog(app);
  const metrics = createMetrics(options.registry, options.stock);
  registerRequestMetrics(app, metrics);
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ message: error.message, status });
    request.log.error({ err: error, path: pathOf(request.url) }, "request failed");
    return reply.code(500).send({
      message: `The server failed; its log says why (request ${request.id})`,
      status: 500,
      requestId: request.id,
    });
  });
  const rateLimits = await registerRateLimits(app, options.rateLimits ?? defaultRateLimits);
  const siteFor = (request: { headers: { host?: string | undefined } }) =>
    siteForHost(options.registry, request.headers.host);
  const template = await readFile(join(options.clientDir, "index.html"), "utf8");

  const securityHeaders = helmetHeaders();
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  await registerCompression(app);
  registerStyleNonce(app);
  // A callback hook: an async one costs every answer a promise and a turn of the microtasks.
  app.addHook("onSend", (request, reply, payload, done) => {
    // Only a page has <style> elements to let through.
    const html = String(reply.getHeader("content-type")).startsWith("text/html");
    reply.header(
      "content-security-policy",
      contentSecurityPolicy(siteFor(request), html ? request.styleNonce : undefined),
    );
    done(null, payload);
  });

  registerOperations(app, {
    registry: options.registry,
    stock: options.stock,
    searchReady: options.engines.ready,
    metrics,
    lifecycle: options.lifecycle ?? { draining: false },
    public: options.publicOperations ?? false,
  });

  app.get("/api/site", { onRequest: rateLimits.api }, async (request) => siteFor(request));

  await app.register(fastifyStatic, {
    root: options.clientDir,
    wildcard: false,
    index: false,
    // The page template is filled per request; unfilled it is no page.
    allowedPath: (path) => path !== "/index.html",
    setHeaders: (reply, path) => {
      const hashed = path.startsWith(join(options.clientDir, "assets"));
      reply.header(
        "cache-control",
        hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      );
    },
  });

  let store = options.store;
  if (!store) {
    const owned = await openStore({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
    app.addHook("onClose", () => owned.close());
    store = owned;
  }
  registerLeadCommitMetrics(metrics, store);
  registerOutboxMetrics(metrics, store, options.registry);

  const context: ServerContext = {
    sites: options.registry.sites,
    siteFor,
    stock: options.stock,
    engines: options.engines,
    dataDir: options.dataDir,
    store,
    rateLimits,
    metrics,
  };
  for (const plugin of options.plugins ?? []) await plugin(app, context);

  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0] ?? "/";
    return reply.code(404).send({ message: `Nothing at ${request.method} ${path}`, status: 404 });
  };
  app.setNotFoundHandler(notFound);

  // Every other GET is a page of the site, with a 404 status when no page serves it.
  app.get("/*", async (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (apiPrefixes.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1)))
      return notFound(request, reply);
    const site = siteFor(request);
    const match = matchPath(site, path, options.stock.slugsFor(site));
    const preview = Object.hasOwn(request.query as object, previewQueryParam);
    const page = await pageResponse({
      template,
      site,
      url: request.url,
      match,
      origin: `${request.protocol}://${request.host}`,
      render: options.renderPage,
      log: request.log,
      preview,
    });
    if (preview) reply.header("x-robots-tag", "noindex");
    return reply
      .code(page.status)
      .header("cache-control", preview ? "no-store" : "no-cache")
      .type("text/html; charset=utf-8")
      .send(withStyleNonce(page.html, request.styleNonce));
  });

  return app;
}
