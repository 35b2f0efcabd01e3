import { liteClient } from "algoliasearch/lite";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSearchEngine } from "../engine.ts";
import { testConfig, testVehicles } from "../test-vehicles.ts";
import { registerSearchRoutes } from "./http-routes.ts";

/** The real browser search client, pointed at this server listening on loopback. */
let app: FastifyInstance;
let client: ReturnType<typeof liteClient>;

beforeAll(async () => {
  app = Fastify();
  const engine = createSearchEngine(testVehicles, testConfig);
  registerSearchRoutes(app, { engineFor: () => engine });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  client = liteClient("embedded", "embedded", {
    hosts: [{ url: "127.0.0.1", port: address.port, protocol: "http", accept: "readWrite" }],
  });
});
afterAll(() => app.close());

describe("algoliasearch/lite against the embedded engine", () => {
  it("runs a multi-query with filters, facets and a replica", async () => {
    const { results } = await client.search({
      requests: [
        {
          indexName: "cars",
          query: "toyota",
          facets: ["*"],
          facetFilters: [["car_type:used", "car_type:demo"]],
          hitsPerPage: 2,
        },
        { indexName: "cars_price_asc", numericFilters: ["price<30000"] },
      ],
    });
    const [toyotas, cheap] = results as { hits: Record<string, unknown>[]; nbHits: number }[];
    expect(toyotas!.nbHits).toBe(3);
    expect(toyotas!.hits).toHaveLength(2);
    expect(cheap!.hits.map((hit) => hit.price)).toEqual([22990, 27990, 29990]);
  });

  it("accepts the v4-style call with params objects", async () => {
    const { results } = await client.search([
      { indexName: "cars", params: { query: "ranger", attributesToRetrieve: ["badge"] } },
    ]);
    const [rangers] = results as { hits: Record<string, unknown>[] }[];
    expect(rangers!.hits.map((hit) => hit.badge).sort()).toEqual(["Wildtrak", "XLT"]);
  });

  it("searches facet values", async () => {
    const { results } = await client.searchForFacets({
      requests: [{ indexName: "cars", type: "facet", facet: "make", facetQuery: "ma" }],
    });
    expect(results[0]!.facetHits).toEqual([
      { value: "Mazda", highlighted: "<em>Ma</em>zda", count: 2 },
    ]);
  });

  it("surfaces the server's errors with their status and message", async () => {
    await expect(client.search({ requests: [{ indexName: "boats" }] })).rejects.toMatchObject({
      status: 404,
      message: "Index does not exist",
    });
    await expect(
      client.search({ requests: [{ indexName: "cars", filters: "price >" }] }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^filters: /) });
  });
});
