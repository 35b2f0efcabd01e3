import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openStore } from "../store/open-store.ts";
import { testServer } from "./test-server.ts";

const lifecycle = { draining: false };
const store = await openStore({ dataDir: mkdtempSync(join(tmpdir(), "operations-")) });
const app = await testServer({ rateLimits: false, lifecycle, store });
afterAll(async () => {
  await app.close();
  await store.close();
});

const fromOutside = { remoteAddress: "203.0.113.9" };
const search = () =>
  app.inject({
    method: "POST",
    url: "/1/indexes/*/queries",
    payload: { requests: [{ indexName: "cars", query: "corolla", hitsPerPage: 5 }] },
  });

/** The value of one sample of the Prometheus text, or 0 when it is not there yet. */
async function sample(name: string, labels: string): Promise<number> {
  const text = (await app.inject("/metrics")).body;
  const line = text.split("\n").find((entry) => entry.startsWith(`${name}{${labels}}`));
  return line ? Number(line.split(" ").at(-1)) : 0;
}

describe("/metrics", () => {
  it("counts the stock each site sells and how old it is", async () => {
    const response = await app.inject("/metrics");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain('storefront_stock_vehicles{site="group"} 1');
    expect(response.body).toMatch(/^storefront_stock_age_seconds \d+$/m);
    expect(response.body).toContain("process_cpu_user_seconds_total");
  });

  it("moves with searches: answered by the engine, then from the answer cache", async () => {
    const engine = 'source="engine"';
    const cache = 'source="cache"';
    const before = {
      engine: await sample("storefront_search_answers_total", engine),
      cache: await sample("storefront_search_answers_total", cache),
    };
    for (let round = 0; round < 4; round++) expect((await search()).statusCode).toBe(200);
    const engineAnswers = (await sample("storefront_search_answers_total", engine)) - before.engine;
    const cacheAnswers = (await sample("storefront_search_answers_total", cache)) - before.cache;
    expect(engineAnswers + cacheAnswers).toBe(4);
    expect(engineAnswers).toBeGreaterThanOrEqual(1);
    expect(cacheAnswers).toBeGreaterThanOrEqual(1);
    expect(await sample("storefront_search_duration_seconds_count", engine)).toBeGreaterThan(0);
  });

  it("times requests by route pattern, not by the path a client sent", async () => {
    await app.inject("/api/site");
    await app.inject("/no/such/thing/at/all");
    const text = (await app.inject("/metrics")).body;
    expect(text).toMatch(
      /storefront_http_request_duration_seconds_count\{method="POST",route="\/1\/indexes\/:indexName\/queries",status="200"\} [1-9]/,
    );
    expect(text).toMatch(/route="\/api\/site",status="200"/);
    expect(text).not.toContain("/no/such/thing");
  });

  it("shows the lead outbox's depth per site: waiting, being attempted, failed for good", async () => {
    const outbox = (status: string) =>
      sample("storefront_lead_outbox_deliveries", `site="group",status="${status}"`);
    expect(await outbox("pending")).toBe(0);
    const lead = (name: string) => ({
      category: "General Enquiry",
      name,
      payload: { name },
      destinations: [{ kind: "webhook" as const, url: "https://crm.example.com/leads" }],
    });
    for (const name of ["Ann", "Ben", "Cat"]) await store.saveLead("group", lead(name));
    expect(await outbox("pending")).toBe(3);
    const [first, second] = await store.claimDueDeliveries("group", { limit: 2, claimMs: 60_000 });
    await store.markAttemptFailed("group", first!.id, { error: "503", retryAt: null });
    expect(await outbox("pending")).toBe(1);
    expect(await outbox("delivering")).toBe(1);
    expect(await outbox("failed")).toBe(1);
    await store.markDelivered("group", [second!.id]);
    expect(await outbox("delivering")).toBe(0);
  });

  it("answers this machine only, naming the setting that opens it", async () => {
    const response = await app.inject({ url: "/metrics", ...fromOutside });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      "/metrics answers this machine only: serve with --public-operations to open it",
    );
    expect((await app.inject({ url: "/healthz", ...fromOutside })).statusCode).toBe(200);
    const forwarded = await app.inject({
      url: "/metrics",
      ...fromOutside,
      headers: { "x-forwarded-for": "127.0.0.1" },
    });
    expect(forwarded.statusCode).toBe(403);
  });

  it("answers anyone when made public", async () => {
    const open = await testServer({ rateLimits: false, publicOperations: true });
    expect((await open.inject({ url: "/metrics", ...fromOutside })).statusCode).toBe(200);
    expect((await open.inject({ url: "/readyz", ...fromOutside })).statusCode).toBe(200);
    await open.close();
  });
});

describe("/readyz", () => {
  it("is ready while serving and 503 while draining, when /healthz still says live", async () => {
    expect((await app.inject("/readyz")).json()).toEqual({ ready: true });
    lifecycle.draining = true;
    const draining = await app.inject("/readyz");
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ ready: false, reason: "The server is shutting down" });
    expect((await app.inject("/healthz")).statusCode).toBe(200);
    expect((await search()).statusCode).toBe(200);
    lifecycle.draining = false;
  });

  it("is refused to other machines unless made public", async () => {
    expect((await app.inject({ url: "/readyz", ...fromOutside })).statusCode).toBe(403);
  });
});
