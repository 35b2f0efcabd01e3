import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { SiteRegistry } from "../sites/site-registry.ts";
import type { StockStore } from "../stock/stock-store.ts";
import { healthReport } from "./health.ts";
import type { ServerMetrics } from "./metrics.ts";

/** Set while the server drains before it stops: it serves on, but asks for no new traffic. */
export type ServerLifecycle = { draining: boolean };

type OperationsOptions = {
  registry: SiteRegistry;
  stock: StockStore;
  /** Whether search answers from the served stock (see SiteEngines.ready). */
  searchReady: () => boolean;
  metrics: ServerMetrics;
  lifecycle: ServerLifecycle;
  /** Readiness and metrics for any client; by default only for this machine. */
  public: boolean;
};

const loopback = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * What a host watches: `/healthz` (liveness, the stock's age and problems) for anyone;
 * `/readyz` (200 while the server wants traffic, 503 while it drains) and `/metrics`
 * (Prometheus) for this machine only unless made public. The client is the socket's address,
 * never a forwarded one, so no proxy header opens them.
 */
export function registerOperations(app: FastifyInstance, options: OperationsOptions): void {
  const { registry, stock, metrics, lifecycle } = options;
  const thisMachineOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (options.public || loopback.has(request.socket.remoteAddress ?? "")) return;
    return reply.code(403).send({
      message: `${request.routeOptions.url} answers this machine only: serve with --public-operations to open it`,
      status: 403,
    });
  };

  app.get("/healthz", async () => healthReport(registry, stock, options.searchReady()));

  // The server listens only once its sites and stock are loaded, so listening is half of ready.
  app.get("/readyz", { onRequest: thisMachineOnly }, async (_request, reply) =>
    lifecycle.draining
      ? reply.code(503).send({ ready: false, reason: "The server is shutting down" })
      : { ready: true },
  );

  app.get("/metrics", { onRequest: thisMachineOnly, compress: false }, async (_request, reply) =>
    reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
  );
}
