import { cpSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { siteDefinition, withDefaultPages } from "@storefront/schemas";
import type { FastifyInstance } from "fastify";
import { createServer } from "../http/app.ts";
import { createSiteEngines } from "../site-engines.ts";
import { createSiteRegistry } from "../sites/site-registry.ts";
import { StockStore } from "../stock/stock-store.ts";
import { openStore, type Store } from "../store/open-store.ts";
import { studioPlugin } from "./studio-plugin.ts";

const repositoryRoot = new URL("../../../", import.meta.url).pathname;
const repositoryTemplates = join(repositoryRoot, "templates");

export const studioIndexHtml =
  '<!doctype html><html lang="en"><head><title>Studio</title><script type="module" src="/studio/assets/index-a1b2c3.js"></script></head><body><div id="root"></div></body></html>';
export const studioScript = "console.log('studio');\n";

const groupSite = { version: 1, slug: "group", name: "Group Motors", template: "dealer-group" };

export type StudioTestServer = {
  app: FastifyInstance;
  templatesDir: string;
  exportsDir: string;
  draftsDir: string;
  appDir: string;
  draftFiles: () => string[];
  store: Store;
};

/**
 * A storefront server with the studio, over temporary folders: a copy of the repository's
 * templates, an empty exports folder and data folder, and (unless `built: false`) a small
 * stand-in for the studio's Vite build. It serves `sites` (definitions), or one site, `group`.
 */
export async function studioTestServer(
  options: { token?: string; built?: boolean; hosts?: string[]; sites?: object[] } = {},
): Promise<StudioTestServer> {
  const root = mkdtempSync(join(tmpdir(), "studio-"));
  const [templatesDir, exportsDir, dataDir, appDir, clientDir] = [
    "templates",
    "exports",
    "data",
    "studio-dist",
    "client",
  ].map((name) => join(root, name)) as [string, string, string, string, string];
  cpSync(repositoryTemplates, templatesDir, { recursive: true });
  mkdirSync(exportsDir);
  mkdirSync(clientDir);
  writeFileSync(join(clientDir, "index.html"), "<!doctype html><html><body></body></html>");
  if (options.built !== false) {
    mkdirSync(join(appDir, "assets"), { recursive: true });
    writeFileSync(join(appDir, "index.html"), studioIndexHtml);
    writeFileSync(join(appDir, "assets", "index-a1b2c3.js"), studioScript);
  }
  const sites = (options.sites ?? [groupSite]).map((site) =>
    withDefaultPages(siteDefinition.parse(site)),
  );
  const registry = createSiteRegistry(sites);
  const stock = new StockStore([]);
  const store = await openStore({ dataDir });
  const app = await createServer({
    registry,
    stock,
    engines: createSiteEngines(registry.sites, stock),
    clientDir,
    dataDir,
    store,
    plugins: [
      studioPlugin({
        appDir,
        templatesDir,
        exportsDir,
        token: options.token,
        hosts: options.hosts,
      }),
    ],
  });
  const draftsDir = join(dataDir, "studio", "drafts");
  const draftFiles = () => {
    try {
      return readdirSync(draftsDir).sort();
    } catch {
      return [];
    }
  };
  app.addHook("onClose", () => store.close());
  return { app, templatesDir, exportsDir, draftsDir, appDir, draftFiles, store };
}
