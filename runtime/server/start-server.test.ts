import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { flatCar, nestedCar } from "../../schemas/test/spec-cars.ts";
import { generateInventory } from "../../tools/inventory-generator/generate.ts";
import { serverPlugins } from "./plugins.ts";
import { startServer } from "./start-server.ts";

const now = new Date("2026-11-21T00:00:00Z");
const dir = mkdtempSync(join(tmpdir(), "served-stock-"));
const inventory = join(dir, "inventory.json");
const clientDir = join(dir, "client");
const logLines: Record<string, unknown>[] = [];

/** The dealer's stock: each delivery holds its first cars, so a longer one only adds cars. */
const cars = generateInventory({ count: 20, seed: "served", now });

/** Writes a new inventory the way feed tools do: a temporary file renamed over. */
function deliver(count: number, extra: unknown[] = []) {
  writeFileSync(`${inventory}.tmp`, JSON.stringify([...cars.slice(0, count), ...extra]));
  renameSync(`${inventory}.tmp`, inventory);
}

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  mkdirSync(clientDir);
  writeFileSync(
    join(clientDir, "index.html"),
    "<html><head><title>x</title></head><body></body></html>",
  );
  writeFileSync(
    join(dir, "site.json"),
    JSON.stringify({ version: 1, slug: "group", name: "Group Motors", template: "dealer-group" }),
  );
  deliver(10);
  server = await startServer({
    site: join(dir, "site.json"),
    inventory,
    data: join(dir, "data"),
    port: 0,
    host: "127.0.0.1",
    clientDir,
    watch: true,
    plugins: serverPlugins,
    rateLimits: false,
    log: { stream: { write: (line) => void logLines.push(JSON.parse(line)) } },
  });
});
afterAll(() => server.close());

const countServed = async () => {
  const response = await server.app.inject({
    method: "POST",
    url: "/1/indexes/*/queries",
    payload: { requests: [{ indexName: "cars", hitsPerPage: 0 }] },
  });
  expect(response.statusCode).toBe(200);
  return response.json().results[0].nbHits as number;
};
const health = async () => (await server.app.inject("/healthz")).json();
const waitFor = (check: () => Promise<void>) =>
  vi.waitFor(check, { timeout: 20_000, interval: 50 });

describe("the served stock follows its file", { timeout: 60_000 }, () => {
  it("serves each of five renamed-over inventories in turn while queries run", async () => {
    for (const count of [11, 12, 13, 14, 15]) {
      deliver(count);
      await waitFor(async () => expect(await countServed()).toBe(count));
      const report = await health();
      expect(report).toMatchObject({ status: "ok", vehicles: count });
      expect(report.stock.source).toBe(resolve(inventory));
    }
    const reloads = logLines.filter((line) => line.msg === "inventory reloaded");
    expect(reloads.map((line) => line.vehicles)).toEqual([11, 12, 13, 14, 15]);
  });

  it("says how old the served stock is, so a monitor can alert on stale stock", async () => {
    const report = await health();
    expect(Date.parse(report.stock.loadedAt)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(report.stock.fileModifiedAt)).toBeLessThanOrEqual(Date.now());
    expect(report.stock.ageSeconds).toBeGreaterThanOrEqual(0);
    expect(report.stock.ageSeconds).toBeLessThan(120);
  });

  it("keeps serving when the file is deleted, reports it, and takes the file back", async () => {
    rmSync(inventory);
    await waitFor(async () => expect((await health()).status).toBe("degraded"));
    const report = await health();
    expect(report.stock.problem).toMatch(/the inventory file is gone/);
    expect(await countServed()).toBe(15);
    expect(logLines.some((line) => line.level === 50 && line.file === resolve(inventory))).toBe(
      true,
    );
    deliver(16);
    await waitFor(async () => expect(await countServed()).toBe(16));
    expect((await health()).status).toBe("ok");
  });
});

describe("a feed as it comes", { timeout: 60_000 }, () => {
  it("serves the spec's record shapes and the good records of a feed with bad ones, reporting each", async () => {
    deliver(16, [nestedCar, flatCar, { ...flatCar, id: 9, slug: "bad", stocknum: "bad", km: -5 }]);
    await waitFor(async () => expect(await countServed()).toBe(18));
    const report = await health();
    expect(report).toMatchObject({ status: "ok", stock: { records: { served: 18, rejected: 1 } } });
    const text = readFileSync(report.stock.report, "utf8");
    expect(text).toMatch(/^\S+ served\n/);
    expect(text).toContain(`${inventory}: /18/km (1:`);
    expect(text).toContain("1 record rejected (1 problem); 18 valid vehicles");
    expect(logLines).toContainEqual(
      expect.objectContaining({ msg: "inventory record rejected", pointer: "/18/km", line: 1 }),
    );
    const spec = await server.app.inject({
      method: "POST",
      url: "/1/indexes/*/queries",
      payload: { requests: [{ indexName: "cars", filters: "id:4101", hitsPerPage: 1 }] },
    });
    expect(spec.json().results[0].hits[0]).toMatchObject({
      stocknum: "88123",
      build_date: "2018-03-01",
    });
  });

  it("holds back a cut-down or empty feed and serves on, until a whole one comes", async () => {
    deliver(10);
    await waitFor(async () => expect((await health()).status).toBe("degraded"));
    expect((await health()).stock.problem).toBe(
      "The new feed would drop 8 of the 18 vehicles served (44.4%, more than the 30% allowed); it is held back and the served stock stays",
    );
    expect(readFileSync((await health()).stock.report, "utf8")).toMatch(/held back: The new feed/);
    deliver(0);
    await waitFor(async () =>
      expect((await health()).stock.problem).toMatch(/no valid vehicles; it is held back/),
    );
    expect(await countServed()).toBe(18);
    // Cut off mid-record: refused whole, and the report file says so rather than the last verdict.
    writeFileSync(`${inventory}.tmp`, JSON.stringify(cars.slice(0, 20)).slice(0, 900));
    renameSync(`${inventory}.tmp`, inventory);
    await waitFor(async () => expect((await health()).stock.problem).toMatch(/Invalid JSON/));
    const refused = readFileSync((await health()).stock.report, "utf8");
    expect(refused).toMatch(/^\S+ refused whole: not one complete list of records/);
    expect(refused).toMatch(new RegExp(`${inventory}: / \\(1:\\d+\\) Invalid JSON`));
    expect(refused).toContain(`✖ ${inventory}: 1 problem`);
    expect(await countServed()).toBe(18);
    deliver(20);
    await waitFor(async () => expect(await countServed()).toBe(20));
    expect((await health()).status).toBe("ok");
  });
});

describe("stopping", { timeout: 60_000 }, () => {
  it("drains: not ready, yet serving, for the drain time; then it stops listening", async () => {
    const draining = await startServer({
      site: join(dir, "site.json"),
      inventory,
      data: join(dir, "data"),
      port: 0,
      host: "127.0.0.1",
      clientDir,
      plugins: serverPlugins,
      rateLimits: false,
      drainSeconds: 1,
      log: false,
    });
    const ready = () => fetch(`${draining.url}/readyz`).then((response) => response.status);
    expect(await ready()).toBe(200);
    const closed = draining.close();
    expect(await ready()).toBe(503);
    const search = await fetch(`${draining.url}/1/indexes/*/queries`, {
      method: "POST",
      body: JSON.stringify({ requests: [{ indexName: "cars", hitsPerPage: 0 }] }),
    });
    expect(search.status).toBe(200);
    await closed;
    await expect(fetch(`${draining.url}/healthz`)).rejects.toThrow();
  });
});
