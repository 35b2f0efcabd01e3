import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { emptyRefinements } from "@storefront/rules/search/search-refinements";
import { siteDefinition } from "@storefront/schemas";
import { algoliasearch } from "algoliasearch";
import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import { generateInventory } from "../../../tools/inventory-generator/generate.ts";
import { createSearchClient } from "../../src/search/create-search-client.ts";
import { searchRequests, vehicleRequest } from "../../src/search-state/algolia-requests.ts";
import { similarCarsRequests } from "../../src/search-state/similar-cars-requests.ts";
import { testServer } from "../http/test-server.ts";
import { StockStore } from "../stock/stock-store.ts";
import {
  algoliaTestAdminKey as adminKey,
  algoliaTestSite,
  algoliaTestAppId as appId,
} from "./algolia-test-site.ts";
import { fakeAlgolia } from "./fake-algolia.ts";
import { indexRecords } from "./index-records.ts";
import { indexSettings } from "./index-settings.ts";
import { pushOnFeed } from "./push-on-feed.ts";
import { syncIndex } from "./sync-index.ts";

const now = new Date("2026-11-21T00:00:00Z");
const site = siteDefinition.parse(algoliaTestSite);
const cars = generateInventory({ count: 30, seed: "algolia", now });
const replicaNames = site.integrations.search.replicas.map((replica) => replica.name);

describe("pushing the stock to Algolia", () => {
  const algolia = fakeAlgolia(appId, adminKey);
  const client = algoliasearch(appId, adminKey, { requester: algolia.requester });
  const stateDir = mkdtempSync(join(tmpdir(), "algolia-"));
  const push = (vehicles = cars) =>
    syncIndex({
      client,
      appId,
      settings: indexSettings(site.integrations.search),
      records: indexRecords([site], vehicles),
      stateDir,
    });

  it("first reindexes in full: settings, a temporary index, then one move over the primary", async () => {
    expect(await push()).toEqual({ mode: "full", settingsUpdated: true, saved: 30, deleted: 0 });
    expect(algolia.refused).toEqual([]);
    const steps = algolia.calls
      .filter((call) => call.method !== "GET")
      .map((call) => `${call.method} ${call.path.replace(/_tmp_\d+/, "_tmp")}`);
    expect(steps).toEqual([
      ...["cars", ...replicaNames].map((name) => `PUT /1/indexes/${name}/settings`),
      "POST /1/indexes/cars/operation",
      "POST /1/indexes/cars_tmp/batch",
      "POST /1/indexes/cars/operation",
      "POST /1/indexes/cars_tmp/operation",
    ]);
    expect([...algolia.indices.keys()].sort()).toEqual(["cars", ...replicaNames].sort());
    const primary = algolia.indices.get("cars")!;
    expect(primary.records.size).toBe(30);
    expect(primary.records.get(String(cars[0]!.id))).toMatchObject({
      objectID: String(cars[0]!.id),
      slug: cars[0]!.slug,
      primary_image_url: cars[0]!.primary_image_url,
    });
    expect(primary.settings).toMatchObject({
      customRanking: ["desc(custom_rank)"],
      replicas: replicaNames,
      searchableAttributes: expect.arrayContaining(["make", "model", "badge", "stocknum"]),
      attributesForFaceting: expect.arrayContaining(["make", "price", "filterOnly(dealership_id)"]),
    });
    expect(algolia.indices.get("cars_price_asc")!.settings.customRanking).toEqual([
      "asc(price)",
      "desc(custom_rank)",
    ]);
  });

  it("then sends only the changed, new and gone records, and no settings", async () => {
    algolia.calls.length = 0;
    const next = [
      { ...cars[0]!, price: cars[0]!.price + 1000 },
      ...cars.slice(1, 29),
      ...generateInventory({ count: 1, seed: "newcomer", now }),
    ];
    expect(await push(next)).toEqual({
      mode: "changes",
      settingsUpdated: false,
      saved: 2,
      deleted: 1,
    });
    const batches = algolia.calls.filter((call) => call.path === "/1/indexes/cars/batch");
    expect(
      batches.flatMap((call) =>
        (call.body as { requests: { action: string }[] }).requests.map((entry) => entry.action),
      ),
    ).toEqual(["addObject", "addObject", "deleteObject"]);
    const primary = algolia.indices.get("cars")!;
    expect(primary.records.size).toBe(30);
    expect(primary.records.get(String(cars[0]!.id))?.price).toBe(cars[0]!.price + 1000);
    expect(primary.records.has(String(cars[29]!.id))).toBe(false);
    expect(algolia.refused).toEqual([]);
  });
});

describe("the server with an Algolia admin key", () => {
  it("pushes the stock at start and each accepted feed's changes", async () => {
    const algolia = fakeAlgolia(appId, adminKey);
    const stock = new StockStore(cars.slice(0, 10));
    const logged: unknown[] = [];
    const log = { info: (entry: unknown) => logged.push(entry), error: () => {} };
    const pusher = pushOnFeed([site], stock, log as unknown as FastifyBaseLogger, {
      adminKey,
      stateDir: mkdtempSync(join(tmpdir(), "algolia-")),
      requester: algolia.requester,
    });
    await pusher.settled();
    stock.replace(cars.slice(0, 12));
    await pusher.settled();
    expect(algolia.indices.get("cars")?.records.size).toBe(12);
    expect(logged).toEqual([
      expect.objectContaining({ index: "cars", mode: "full", saved: 10 }),
      expect.objectContaining({ index: "cars", mode: "changes", saved: 2, deleted: 0 }),
    ]);
    expect(algolia.refused).toEqual([]);
  });
});

describe("the storefront in Algolia mode", () => {
  it("sends Algolia, with the search-only key, the requests the embedded engine answers", async () => {
    const sent: string[] = [];
    const browserClient = createSearchClient(site.integrations.search, "https://group.example", {
      requester: {
        async send(request) {
          expect(new URL(request.url).hostname).toMatch(/^showroom42(-dsn)?\.algolia\.net$/);
          expect(request.headers["x-algolia-api-key"]).toBe("public-search-only-key-0123");
          sent.push(request.data as string);
          return { status: 200, content: JSON.stringify({ results: [] }), isTimedOut: false };
        },
      },
    });
    const refinements = {
      ...emptyRefinements(),
      query: "ranger",
      sortBy: "cars_price_asc",
      lists: { make: ["Ford"], body: ["Ute"] },
      ranges: { price: { min: 10000, max: 90000 } },
    };
    for (const requests of [
      searchRequests(site, refinements, now),
      [vehicleRequest(site, cars[0]!.slug, now)],
      similarCarsRequests(site, cars[0]!, now),
    ])
      await browserClient.search({ requests });

    const settings = new Map(
      indexSettings(site.integrations.search).map((entry) => [entry.indexName, entry.settings]),
    );
    const embedded = await testServer({ sites: [site], vehicles: cars });
    for (const body of sent) {
      const { requests } = JSON.parse(body) as {
        requests: { indexName: string; facets?: string[]; filters?: string }[];
      };
      for (const request of requests) {
        const faceting = settings.get(request.indexName)?.attributesForFaceting ?? [];
        expect(faceting, request.indexName).not.toEqual([]);
        for (const facet of request.facets ?? []) expect(faceting).toContain(facet);
        for (const attribute of filterAttributes(request.filters ?? ""))
          expect(
            faceting.some((entry) => entry.includes(attribute)),
            attribute,
          ).toBe(true);
      }
      const answer = await embedded.inject({
        method: "POST",
        url: "/1/indexes/*/queries",
        payload: body,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().results).toHaveLength(requests.length);
    }
    await embedded.close();
  });
});

/** The attributes a filters string names (`make:"Ford"`, `price > 0`, `NOT slug:...`). */
function filterAttributes(filters: string): string[] {
  return [...filters.matchAll(/(?:^|[\s(])([A-Za-z_][\w.]*)\s*(?::|<|>|=|!=)/g)].map(
    (match) => match[1]!,
  );
}
