import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateInventory } from "../../tools/inventory-generator/generate.ts";
import { testServer } from "./http/test-server.ts";
import { studioTestServer } from "./studio/studio-test-server.ts";

/**
 * Generated bodies thrown at the public search API and the studio API, as served: whatever
 * they hold (odd Unicode, lone surrogates, deep nesting, wrong types), the answer is never a
 * server failure. Rate limits are off: one client sends thousands of requests here.
 */

const oddText = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "\ud800",
    "\udfff",
    "kia \ud83d",
    "%",
    "%ED%A0%80",
    "\u0000",
    "NOT NOT",
    "a:b TO",
    "(((",
  ),
  fc.nat({ max: 60 }).map((depth) => `${"(".repeat(depth)}make:Kia${")".repeat(depth)}`),
  fc.nat({ max: 60 }).map((depth) => `${"NOT ".repeat(depth)}make:Kia`),
);
const deepValue = fc.nat({ max: 3000 }).map((depth) => {
  let value: unknown = "x";
  for (let i = 0; i < depth; i++) value = [value];
  return value;
});
const oddValue = fc.oneof(
  oddText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  deepValue,
);
const parameterNames = [
  "query",
  "filters",
  "facetFilters",
  "numericFilters",
  "facets",
  "maxValuesPerFacet",
  "hitsPerPage",
  "page",
  "offset",
  "length",
  "attributesToRetrieve",
  "params",
  "facetQuery",
  "type",
  "facet",
  "indexName",
  "strategy",
];
const searchRequest = fc
  .record(
    {
      indexName: fc.oneof(fc.constantFrom("cars", "cars_price_asc", "*"), oddText),
      params: fc.dictionary(fc.constantFrom(...parameterNames), oddValue, { maxKeys: 6 }),
    },
    { requiredKeys: ["indexName"] },
  )
  .map(({ indexName, params }) => ({ indexName, ...params }));
const searchBody = fc.oneof(
  fc.record({ requests: fc.array(searchRequest, { maxLength: 8 }) }),
  fc.jsonValue({ maxDepth: 6 }),
  deepValue.map((value) => ({ requests: value })),
);
const bodyText = fc.oneof(
  searchBody.map((body) => JSON.stringify(body)),
  fc.string({ unit: "binary", maxLength: 200 }),
);

const noServerFailure = (status: number, body: string) =>
  expect(status, body.slice(0, 300)).toBeLessThan(500);

describe("generated bodies", { timeout: 300_000 }, () => {
  let storefront: FastifyInstance;
  let studio: FastifyInstance;
  beforeAll(async () => {
    const vehicles = generateInventory({ count: 200, seed: "fuzz", now: new Date("2026-11-21") });
    storefront = await testServer({ vehicles, rateLimits: false });
    ({ app: studio } = await studioTestServer());
  });
  afterAll(async () => {
    await storefront.close();
    await studio.close();
  });

  it("never make the search API fail", async () => {
    const urls = fc.constantFrom(
      "/1/indexes/*/queries",
      "/1/indexes/cars/query",
      "/1/indexes/cars/facets/make/query",
    );
    await fc.assert(
      fc.asyncProperty(urls, bodyText, async (url, payload) => {
        const response = await storefront.inject({
          method: "POST",
          url,
          payload,
          headers: { "content-type": "text/plain" },
        });
        noServerFailure(response.statusCode, response.body);
      }),
      { numRuns: 2500 },
    );
  });

  it("never make the studio API fail", async () => {
    const calls = fc.constantFrom(
      ["POST", "/studio/api/drafts"],
      ["PUT", "/studio/api/drafts/fuzz-site"],
      ["POST", "/studio/api/exports/fuzz-site"],
      ["GET", "/studio/api/drafts/fuzz-site"],
    );
    const draft = fc.oneof(
      fc.jsonValue({ maxDepth: 5 }),
      fc.record({
        version: oddValue,
        slug: fc.oneof(fc.constant("fuzz-site"), oddText),
        name: oddText,
        template: fc.oneof(fc.constant("dealer-group"), oddText),
        pages: fc.oneof(deepValue, fc.jsonValue({ maxDepth: 4 })),
      }),
    );
    await fc.assert(
      fc.asyncProperty(calls, draft, async ([method, url], body) => {
        const response = await studio.inject({
          method: method as "GET" | "POST" | "PUT",
          url,
          ...(method === "GET" ? {} : { payload: JSON.stringify(body) }),
          headers: { "content-type": "application/json" },
        });
        noServerFailure(response.statusCode, response.body);
      }),
      { numRuns: 1000 },
    );
  });
});
