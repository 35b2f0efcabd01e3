/**
 * The server side of the HTTP search benchmark, run in its own process: the storefront's own
 * server (its security headers, compression and search routes; pages are not measured) for the
 * demo dealer group's definition over generated vehicles, on a loopback port.
 * Prints `{"port":N,...}` once it listens.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateInventory } from "../../tools/inventory-generator/generate.ts";
import { createServer } from "../server/http/app.ts";
import { searchPlugin } from "../server/search-plugin.ts";
import { createSiteEngines } from "../server/site-engines.ts";
import { createSiteRegistry } from "../server/sites/site-registry.ts";
import { StockStore } from "../server/stock/stock-store.ts";
import { numberArgument } from "./common/bench-args.ts";
import { benchSite } from "./search/search-http-bodies.ts";

const size = numberArgument("size", 100_000);
const responseCacheBytes = numberArgument("cache-bytes", 64 * 1024 * 1024);
const site = benchSite();
const registry = createSiteRegistry([site]);
const stock = new StockStore(
  generateInventory({ count: size, seed: 2026, now: new Date("2026-05-01T00:00:00Z"), site }),
);
const started = performance.now();
const engines = createSiteEngines(registry.sites, stock);
const buildMs = performance.now() - started;

// The server reads its page template at start; no page is requested here.
const clientDir = join(tmpdir(), "storefront-bench-client");
mkdirSync(clientDir, { recursive: true });
writeFileSync(
  join(clientDir, "index.html"),
  "<!doctype html><html><head></head><body></body></html>",
);
const app = await createServer({
  registry,
  stock,
  engines,
  clientDir,
  dataDir: clientDir,
  plugins: [searchPlugin({ responseCacheBytes })],
  // The load comes from one address here; served, the limits apply per shopper.
  rateLimits: false,
});
await app.listen({ host: "127.0.0.1", port: 0 });
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : 0;
console.log(JSON.stringify({ port, buildMs, vehicles: stock.vehicles.length }));
