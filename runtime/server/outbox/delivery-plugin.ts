import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../http/app.ts";
import { createDeliveryWorker, type DeliveryWorkerOptions } from "./delivery-worker.ts";

/** What a server may set about its delivery worker; the rest comes from the server. */
export type LeadDeliveryOptions = Omit<
  DeliveryWorkerOptions,
  "store" | "sites" | "listedCar" | "log" | "onOutcome"
>;

/** The routes whose success may have saved a lead. */
const leadRoutes = new Set([
  "/api/leads",
  "/api/payments/stripe/webhook",
  "/api/checkout/:slug/hold-request",
]);

/**
 * Delivers the lead outbox while the server runs: the worker starts once the server is ready,
 * looks at once when a lead is saved, and on close takes no more deliveries and lets the
 * attempts in flight finish before the store closes.
 */
export function leadDeliveryPlugin(options: LeadDeliveryOptions = {}) {
  return (app: FastifyInstance, context: ServerContext): void => {
    const worker = createDeliveryWorker({
      ...options,
      store: context.store,
      sites: context.sites,
      listedCar: (site, carId) => context.stock.catalogueFor(site).byId.get(carId),
      log: app.log.child({ component: "lead-delivery" }),
      onOutcome: context.metrics.leadDeliveryAttempted,
    });
    app.addHook("onReady", async () => worker.start());
    app.addHook("onResponse", (request, reply, done) => {
      if (reply.statusCode < 300 && leadRoutes.has(request.routeOptions.url ?? "")) worker.wake();
      done();
    });
    app.addHook("preClose", async () => worker.stop());
  };
}
