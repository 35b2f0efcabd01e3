import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type SiteDefinition,
  type SiteDefinitionInput,
  siteDefinition,
  type VehicleRecord,
  vehicleRecord,
  withDefaultPages,
} from "@storefront/schemas";
import { serverPlugins } from "../plugins.ts";
import { createSiteEngines } from "../site-engines.ts";
import { createSiteRegistry } from "../sites/site-registry.ts";
import { StockStore } from "../stock/stock-store.ts";
import { createServer, type ServerOptions } from "./app.ts";

/** The group site (`group.localhost`) with `fields` in place of its own. */
export const testSiteWith = (fields: Partial<SiteDefinitionInput> = {}) =>
  siteDefinition.parse({
    version: 1,
    slug: "group",
    name: "Group Motors",
    template: "dealer-group",
    domains: ["group.localhost"],
    dealerships: [{ id: "d1", slug: "group-toyota", name: "Group Toyota" }],
    brands: { car: [{ title: "Kia", slug: "kia" }] },
    ...fields,
  });

export const testSite = testSiteWith();

/** A used 2022 Toyota Corolla at the test site's dealership, with `overrides`. */
export const testCarWith = (overrides: Partial<VehicleRecord> = {}): VehicleRecord =>
  vehicleRecord.parse({
    id: 1,
    slug: "2022-toyota-corolla-ascent-sport-s1",
    make: "Toyota",
    model: "Corolla",
    year: 2022,
    car_type: "used",
    status: "in_stock",
    created_at: "2026-11-01",
    stocknum: "S1",
    km: 20000,
    price: 28990,
    dealership_id: "d1",
    ...overrides,
  });

/** Car `id` (slug `car-<id>`, stock number `S<id>`) with `overrides`. */
export const numberedTestCar = (id: number, overrides: Partial<VehicleRecord> = {}) =>
  testCarWith({ id, slug: `car-${id}`, stocknum: `S${id}`, ...overrides });

const testCar = testCarWith();

/**
 * The storefront server as served (compression, security headers, rate limits, the search and
 * media plugins), over `sites` and `vehicles`, with a bare page template; `options` override.
 */
export async function testServer(
  options: Partial<ServerOptions> & { sites?: SiteDefinition[]; vehicles?: VehicleRecord[] } = {},
) {
  const { sites = [testSite], vehicles = [testCar], ...overrides } = options;
  const clientDir = mkdtempSync(join(tmpdir(), "client-"));
  writeFileSync(
    join(clientDir, "index.html"),
    '<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  const registry = createSiteRegistry(sites.map(withDefaultPages));
  const stock = new StockStore(vehicles);
  return createServer({
    registry,
    stock,
    engines: createSiteEngines(registry.sites, stock),
    clientDir,
    dataDir: clientDir,
    plugins: serverPlugins,
    ...overrides,
  });
}
