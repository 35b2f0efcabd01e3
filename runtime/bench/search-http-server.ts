/**
 * The server side of the HTTP search benchmark, run in its own process: generated vehicles, the
 * embedded engine with the default site's indexes, the search routes on a loopback port.
 * Prints `{"port":N,...}` once it listens.
 */
import { defaultReplicas } from "@storefront/schemas";
import Fastify from "fastify";
import { generateInventory } from "../server/inventory/generate.ts";
import { createSearchEngine } from "../server/search/engine.ts";
import { registerSearchRoutes } from "../server/search/http-routes.ts";
import { vehicleSearchConfig } from "../server/search/vehicle-search-config.ts";
import { numberArgument } from "./bench-args.ts";

const size = numberArgument("size", 100_000);
const responseCacheBytes = numberArgument("cache-bytes", 64 * 1024 * 1024);
const vehicles = generateInventory({
  count: size,
  seed: 2026,
  now: new Date("2026-05-01T00:00:00Z"),
});
const started = performance.now();
const engine = createSearchEngine(
  vehicles,
  vehicleSearchConfig({ index: "cars", replicas: defaultReplicas }),
);
const buildMs = performance.now() - started;

const app = Fastify({ logger: false });
registerSearchRoutes(app, { engineFor: () => engine, responseCacheBytes });
await app.listen({ host: "127.0.0.1", port: 0 });
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : 0;
console.log(JSON.stringify({ port, buildMs, vehicles: engine.size }));
