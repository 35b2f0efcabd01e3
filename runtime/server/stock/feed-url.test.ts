import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { generateInventory } from "../../../tools/inventory-generator/generate.ts";
import { serverPlugins } from "../plugins.ts";
import { startServer } from "../start-server.ts";

const cars = generateInventory({ count: 40, seed: "feed", now: new Date("2026-11-21T00:00:00Z") });
type Mode = "serve" | "unavailable" | "hang";

/** A dealer's feed host: answers with ETag and Last-Modified, 304 to a matching request. */
function feedHost() {
  const host = {
    body: "",
    mode: "serve" as Mode,
    requests: [] as { at: number; headers: IncomingHttpHeaders }[],
    publish(list: unknown[]) {
      host.body = JSON.stringify({ vehicles: list });
    },
  };
  const server = createServer((request, response) => {
    host.requests.push({ at: performance.now(), headers: request.headers });
    if (host.mode === "hang") return;
    if (host.mode === "unavailable")
      return void response.writeHead(503, { "retry-after": "0" }).end();
    const etag = `"${createHash("sha1").update(host.body).digest("hex")}"`;
    if (request.headers["if-none-match"] === etag) return void response.writeHead(304).end();
    response
      .writeHead(200, {
        "content-type": "application/json",
        etag,
        "last-modified": "Sat, 21 Nov 2026 00:00:00 GMT",
      })
      .end(host.body);
  });
  return { host, server };
}

const { host, server: feedServer } = feedHost();
const dir = mkdtempSync(join(tmpdir(), "feed-url-"));
const clientDir = join(dir, "client");
let url = "";
const start = (log: (line: Record<string, unknown>) => void = () => {}) =>
  startServer({
    site: join(dir, "site.json"),
    inventory: url,
    data: join(dir, "data"),
    port: 0,
    host: "127.0.0.1",
    clientDir,
    watch: true,
    plugins: serverPlugins,
    rateLimits: false,
    leadDelivery: false,
    serverRender: false,
    feedFetch: { pollSeconds: 0.05, timeoutSeconds: 0.5, maxBytes: 150 * 1024 },
    log: { stream: { write: (line) => void log(JSON.parse(line)) } },
  });
let storefront: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  await new Promise<void>((resolve) => feedServer.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/stock.json`;
  mkdirSync(clientDir);
  writeFileSync(join(clientDir, "index.html"), "<html><head></head><body></body></html>");
  writeFileSync(
    join(dir, "site.json"),
    JSON.stringify({ version: 1, slug: "group", name: "Group Motors", template: "dealer-group" }),
  );
  host.publish(cars.slice(0, 10));
  storefront = await start();
});
afterAll(async () => {
  await storefront.close();
  feedServer.closeAllConnections();
  feedServer.close();
});

const health = async () => (await storefront.app.inject("/healthz")).json();
const waitFor = (check: () => Promise<void> | void) =>
  vi.waitFor(check, { timeout: 20_000, interval: 25 });

describe("a stock feed at an address", { timeout: 60_000 }, () => {
  it("is served, then asked for again with its ETag and Last-Modified, unchanged", async () => {
    expect(await health()).toMatchObject({ status: "ok", vehicles: 10, stock: { source: url } });
    const conditional = () =>
      host.requests.filter((request) => request.headers["if-none-match"]?.startsWith('"'));
    await waitFor(() => expect(conditional().length).toBeGreaterThanOrEqual(2));
    expect(conditional()[0]?.headers["if-modified-since"]).toBe("Sat, 21 Nov 2026 00:00:00 GMT");
    expect((await health()).vehicles).toBe(10);
  });

  it("serves a new version's good records, holds back a cut-down one", async () => {
    host.publish([...cars.slice(0, 12), { ...cars[13], price: "cheap" }]);
    await waitFor(async () =>
      expect((await health()).stock.records).toEqual({ served: 12, rejected: 1 }),
    );
    host.publish(cars.slice(0, 6));
    await waitFor(async () =>
      expect((await health()).stock.problem).toMatch(/would drop 6 of the 12/),
    );
    expect((await health()).vehicles).toBe(12);
  });

  it("reports a hanging, oversized or failing feed, backing off, while the stock serves on", async () => {
    host.mode = "hang";
    await waitFor(async () =>
      expect((await health()).stock.problem).toMatch(/no complete answer within 0.5 s/),
    );
    host.mode = "serve";
    host.publish(cars.slice(0, 40));
    await waitFor(async () => expect((await health()).stock.problem).toMatch(/larger than 0.1 MB/));
    host.publish(cars.slice(0, 14));
    await waitFor(async () => expect((await health()).status).toBe("ok"));
    expect((await health()).vehicles).toBe(14);

    host.mode = "unavailable";
    const from = host.requests.length;
    await waitFor(() => expect(host.requests.length - from).toBeGreaterThanOrEqual(4));
    expect((await health()).stock.problem).toMatch(/answered 503/);
    expect((await health()).vehicles).toBe(14);
    // The wait after each failure doubles: 100, 200, 400 ms after a 50 ms poll. A busy machine
    // only lengthens a wait, so each is held to its least (less the requests' own jitter).
    const at = host.requests.slice(from).map((request) => request.at);
    const waits = [1, 2, 3].map((i) => at[i]! - at[i - 1]!);
    const jitterMs = 25;
    expect(waits.map((wait, i) => wait >= 100 * 2 ** i - jitterMs)).toEqual([true, true, true]);
  });

  it("starts from the version last served when the address cannot be reached", async () => {
    const lines: Record<string, unknown>[] = [];
    const restarted = await start((line) => lines.push(line));
    try {
      expect((await restarted.app.inject("/healthz")).json().vehicles).toBe(14);
      expect(lines).toContainEqual(
        expect.objectContaining({ msg: "serving the feed's last version kept" }),
      );
    } finally {
      await restarted.close();
    }
    // With no version kept either, it refuses to start, saying so (nothing is served on).
    rmSync(join(dir, "data", "feed"), { recursive: true, force: true });
    await expect(start()).rejects.toThrow(
      /^Refusing to start: The inventory feed could not be loaded, and no earlier version of it is kept to serve: http:\/\/127\.0\.0\.1:\d+\/stock\.json: /,
    );
    host.mode = "serve";
  });
});
