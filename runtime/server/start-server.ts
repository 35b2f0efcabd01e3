import { mkdir } from "node:fs/promises";
import { withDefaultPages } from "@storefront/schemas";
import type { FastifyInstance } from "fastify";
import { formatProblems } from "./definition/report.ts";
import { createServer, type ServerOptions } from "./http/app.ts";
import { createSiteEngines } from "./site-engines.ts";
import { loadSites } from "./sites/load-sites.ts";
import { createSiteRegistry } from "./sites/site-registry.ts";
import { createPageRenderer } from "./ssr/page-renderer.ts";
import { readInventory, watchInventory } from "./stock/inventory-file.ts";
import { StockStore } from "./stock/stock-store.ts";

export type StartOptions = {
  site: string;
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
  log?: (line: string) => void;
};

export class StartupError extends Error {}

/** Loads and checks everything first; a server starts only on valid definitions and stock. */
export async function startServer(
  options: StartOptions,
): Promise<{ app: FastifyInstance; url: string; close: () => Promise<void> }> {
  const log = options.log ?? console.log;
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
  const stock = new StockStore(await readInventory(options.inventory));
  await mkdir(options.data, { recursive: true });
  const engines = createSiteEngines(registry.sites, stock);
  const app = await createServer({
    registry,
    stock,
    engines,
    renderPage: options.serverRender === false ? undefined : createPageRenderer(engines),
    clientDir: options.clientDir,
    dataDir: options.data,
    plugins: options.plugins ?? [],
  });
  const stopWatching = options.watch
    ? watchInventory(
        options.inventory,
        (vehicles) => {
          stock.replace(vehicles);
          log(`Inventory reloaded: ${vehicles.length} vehicles`);
        },
        (error) => log(`Inventory not reloaded, the loaded stock keeps serving. ${error.message}`),
      )
    : () => {};
  await app.listen({ port: options.port, host: options.host });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  const url = `http://${options.host === "0.0.0.0" || options.host === "::" ? "localhost" : options.host}:${port}`;
  return {
    app,
    url,
    close: async () => {
      stopWatching();
      await app.close();
    },
  };
}
