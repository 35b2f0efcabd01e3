import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import {
  facetSearchResponse,
  multiSearchResponse,
  searchErrorResponse,
  searchResponse,
} from "@storefront/schemas/search/search-protocol";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerCompression } from "../../http/compression.ts";
import { createSearchEngine, type SearchEngine } from "../engine.ts";
import { testConfig, testVehicles } from "../test-vehicles.ts";
import { registerSearchRoutes } from "./http-routes.ts";

let app: FastifyInstance;
const engine = createSearchEngine(testVehicles, testConfig);

beforeAll(async () => {
  app = Fastify();
  await registerCompression(app);
  registerSearchRoutes(app, { engineFor: () => engine });
  app.post("/api/echo", async (request) => ({ body: request.body }));
  await app.ready();
});
afterAll(() => app.close());

const post = (url: string, payload: string, contentType = "text/plain") =>
  app.inject({ method: "POST", url, payload, headers: { "content-type": contentType } });

describe("POST /1/indexes/*/queries", () => {
  it("answers the body algoliasearch v5 sends, as text/plain, one result per request", async () => {
    const body = {
      requests: [
        { indexName: "cars", query: "ranger", hitsPerPage: 1, facets: ["colour"] },
        { indexName: "cars_price_asc", filters: "make:Toyota", attributesToRetrieve: ["price"] },
      ],
    };
    const response = await post(
      "/1/indexes/*/queries?x-algolia-agent=Algolia%20for%20JavaScript&x-algolia-api-key=k",
      JSON.stringify(body),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const { results } = multiSearchResponse.parse(response.json());
    const [first, second] = results.map((result) => searchResponse.parse(result));
    expect(first).toMatchObject({ nbHits: 2, hitsPerPage: 1, query: "ranger", index: "cars" });
    expect(first!.facets?.colour).toEqual({ Blue: 1, White: 1 });
    expect(second!.hits.map((hit) => hit.price)).toEqual([22990, 34990, 44990, 52990]);
  });

  it("accepts the older form with URL-encoded params, explicit fields winning", async () => {
    const params = new URLSearchParams({ query: "toyota", hitsPerPage: "2", facets: '["make"]' });
    const response = await post(
      "/1/indexes/*/queries",
      JSON.stringify({
        requests: [{ indexName: "cars", params: params.toString(), hitsPerPage: 3 }],
      }),
      "application/x-www-form-urlencoded",
    );
    const [result] = multiSearchResponse.parse(response.json()).results;
    expect(result).toMatchObject({ nbHits: 4, hitsPerPage: 3, facets: { make: { Toyota: 4 } } });
  });

  it("answers facet-value requests of the multi-query", async () => {
    const response = await post(
      "/1/indexes/*/queries",
      JSON.stringify({
        requests: [{ indexName: "cars", type: "facet", facet: "model", facetQuery: "cor" }],
      }),
    );
    const [result] = multiSearchResponse.parse(response.json()).results;
    expect(facetSearchResponse.parse(result).facetHits).toEqual([
      { value: "Corolla", highlighted: "<em>Cor</em>olla", count: 2 },
    ]);
  });

  it("skips the remaining queries once one has enough hits with stopIfEnoughMatches", async () => {
    const response = await post(
      "/1/indexes/*/queries",
      JSON.stringify({
        strategy: "stopIfEnoughMatches",
        requests: [
          { indexName: "cars", query: "everest", hitsPerPage: 5 },
          { indexName: "cars", query: "toyota", hitsPerPage: 2 },
          { indexName: "cars", query: "ford", hitsPerPage: 2 },
        ],
      }),
    );
    const results = multiSearchResponse.parse(response.json()).results as { nbHits: number }[];
    expect(results.map((result) => result.nbHits)).toEqual([1, 4, 0]);
  });

  it("reads gzip-compressed bodies", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/1/indexes/*/queries",
      payload: gzipSync(JSON.stringify({ requests: [{ indexName: "cars", query: "kia" }] })),
      headers: { "content-type": "text/plain", "content-encoding": "gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().results[0].nbHits).toBe(1);
  });

  it("refuses a compressed body that inflates past the body limit, and one that is no gzip", async () => {
    const bomb = gzipSync(Buffer.alloc(4 * 1024 * 1024, " "));
    expect(bomb.length).toBeLessThan(10 * 1024);
    const inflated = await app.inject({
      method: "POST",
      url: "/1/indexes/*/queries",
      payload: bomb,
      headers: { "content-type": "text/plain", "content-encoding": "gzip" },
    });
    expect(inflated.json()).toEqual({ message: "Request body is too large", status: 413 });
    const broken = await app.inject({
      method: "POST",
      url: "/1/indexes/*/queries",
      payload: "not gzip at all",
      headers: { "content-type": "text/plain", "content-encoding": "gzip" },
    });
    expect(broken.json()).toEqual({
      message: "Could not decompress the request payload using the provided encoding",
      status: 400,
    });
  });
});

describe("single-index routes", () => {
  it("POST /1/indexes/:index/query answers one search", async () => {
    const response = await post(
      "/1/indexes/cars_price_asc/query",
      JSON.stringify({ params: "hitsPerPage=2&filters=car_type%3Aused" }),
    );
    const result = searchResponse.parse(response.json());
    expect(result.hits.map((hit) => hit.price)).toEqual([22990, 27990]);
    expect(result.index).toBe("cars_price_asc");
  });

  it("POST /1/indexes/:index/facets/:facet/query searches facet values", async () => {
    const response = await post(
      "/1/indexes/cars/facets/make/query",
      JSON.stringify({ facetQuery: "h", maxFacetHits: 5, filters: "car_type:used" }),
      "application/json",
    );
    expect(facetSearchResponse.parse(response.json()).facetHits).toEqual([
      { value: "Hyundai", highlighted: "<em>H</em>yundai", count: 1 },
    ]);
  });
});

describe("errors", () => {
  const errorOf = async (url: string, payload: string) => {
    const response = await post(url, payload);
    return { status: response.statusCode, body: searchErrorResponse.parse(response.json()) };
  };

  it("answer 404 for an unknown index, like Algolia", async () => {
    expect(await errorOf("/1/indexes/*/queries", '{"requests":[{"indexName":"boats"}]}')).toEqual({
      status: 404,
      body: { message: "Index does not exist", status: 404 },
    });
    expect((await errorOf("/1/indexes/boats/query", "{}")).status).toBe(404);
  });

  it("answer 400 naming the unknown or invalid parameter", async () => {
    const unknown = await errorOf(
      "/1/indexes/*/queries",
      '{"requests":[{"indexName":"cars","aroundLatLng":"1,2"}]}',
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Unknown parameter: aroundLatLng in requests[0]");
    const invalid = await errorOf(
      "/1/indexes/*/queries",
      '{"requests":[{"indexName":"cars","hitsPerPage":"many"}]}',
    );
    expect(invalid.body.message).toMatch(/^requests\[0\]\.hitsPerPage: /);
    const inParams = await errorOf("/1/indexes/cars/query", '{"params":"page=-1"}');
    expect(inParams.body.message).toMatch(/^params\.page: /);
  });

  it("answer 400 for malformed filters, with the position", async () => {
    const response = await errorOf(
      "/1/indexes/*/queries",
      '{"requests":[{"indexName":"cars","filters":"make:Ford AND"}]}',
    );
    expect(response).toEqual({
      status: 400,
      body: { message: expect.stringMatching(/^filters: .* at col 14/), status: 400 },
    });
  });

  it("answer 400 when a body asks for more than 1,000 hits in all, or more than 50 queries", async () => {
    const requests = (count: number, hitsPerPage: number) =>
      JSON.stringify({
        requests: Array.from({ length: count }, () => ({ indexName: "cars", hitsPerPage })),
      });
    expect((await errorOf("/1/indexes/*/queries", requests(50, 1000))).body).toEqual({
      message: "The queries ask for 50000 hits in all; one request may ask for at most 1000",
      status: 400,
    });
    expect((await errorOf("/1/indexes/*/queries", requests(51, 0))).body.message).toMatch(
      /^requests: Too big: expected array to have <=50 items/,
    );
    expect((await post("/1/indexes/*/queries", requests(50, 20))).statusCode).toBe(200);
  });

  it("answer 400 for filters nested past 32, and for text with half a character", async () => {
    const deep = `${"(".repeat(40)}make:Kia${")".repeat(40)}`;
    const nested = await errorOf(
      "/1/indexes/*/queries",
      JSON.stringify({ requests: [{ indexName: "cars", filters: deep }] }),
    );
    expect(nested).toEqual({
      status: 400,
      body: { message: "filters: brackets and NOT nest more than 32 deep at col 33", status: 400 },
    });
    const shallow = `${"(".repeat(32)}make:Kia${")".repeat(32)}`;
    const fine = await post(
      "/1/indexes/*/queries",
      JSON.stringify({ requests: [{ indexName: "cars", filters: shallow }] }),
    );
    expect(fine.json().results[0].nbHits).toBe(1);
    const broken = await errorOf(
      "/1/indexes/*/queries",
      '{"requests":[{"indexName":"cars","query":"kia \\ud83d"}]}',
    );
    expect(broken.body.message).toBe(
      "requests[0].query: Contains half a character (a lone UTF-16 surrogate)",
    );
    const emoji = await post(
      "/1/indexes/*/queries",
      '{"requests":[{"indexName":"cars","query":"kia \\ud83d\\ude97"}]}',
    );
    expect(emoji.statusCode).toBe(200);
  });

  it("answer 400 for bodies that are not JSON or have no requests", async () => {
    expect((await errorOf("/1/indexes/*/queries", "{nope")).body).toEqual({
      message: "Invalid JSON in request body",
      status: 400,
    });
    expect((await errorOf("/1/indexes/*/queries", "{}")).body.message).toMatch(/^requests: /);
  });
});

describe("answer size", () => {
  it("is capped: a larger answer is refused with 400 saying what to ask for instead", async () => {
    const small = Fastify();
    await registerCompression(small);
    registerSearchRoutes(small, { engineFor: () => engine, answerByteLimit: 2048 });
    const response = await small.inject({
      method: "POST",
      url: "/1/indexes/*/queries",
      payload: JSON.stringify({ requests: [{ indexName: "cars", hitsPerPage: 100 }] }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "The answer would pass 2 KB: ask for fewer hits, facet values or queries",
    );
    await small.close();
  });
});

describe("isolation", () => {
  it("leaves the body parsing of the server's other routes alone", async () => {
    const response = await post("/api/echo", '{"a":1}', "application/x-www-form-urlencoded");
    expect(response.statusCode).toBe(415);
    const json = await post("/api/echo", '{"a":1}', "application/json");
    expect(json.json()).toEqual({ body: { a: 1 } });
  });
});

describe("repeated requests", () => {
  it("are answered alike, and never from the inventory an engine replaced", async () => {
    let current = createSearchEngine(testVehicles, testConfig);
    const server = Fastify();
    registerSearchRoutes(server, { engineFor: () => current });
    const body = JSON.stringify({ requests: [{ indexName: "cars", facets: ["make"] }] });
    const ask = async () => {
      const response = await server.inject({
        method: "POST",
        url: "/1/indexes/*/queries",
        payload: body,
      });
      return searchResponse.parse(multiSearchResponse.parse(response.json()).results[0]);
    };
    const first = await ask();
    const again = await ask();
    expect(again.nbHits).toBe(testVehicles.length);
    expect(again.facets).toEqual(first.facets);

    const toyotas = testVehicles.filter((vehicle) => vehicle.make === "Toyota");
    current = createSearchEngine(toyotas, testConfig);
    const afterReload = await ask();
    expect(afterReload.nbHits).toBe(toyotas.length);
    expect(afterReload.facets?.make).toEqual({ Toyota: toyotas.length });
    await server.close();
  });

  it("are searched twice, then answered from the cache; a search asked once is never kept", async () => {
    const searched: string[] = [];
    const plain = createSearchEngine(testVehicles, testConfig);
    const counting: SearchEngine = {
      ...plain,
      search: (index, params) => {
        searched.push(params?.filters ?? "");
        return plain.search(index, params);
      },
    };
    const server = Fastify();
    registerSearchRoutes(server, { engineFor: () => counting });
    const ask = (filters: string, acceptEncoding = "br") =>
      server.inject({
        method: "POST",
        url: "/1/indexes/*/queries",
        payload: JSON.stringify({ requests: [{ indexName: "cars", filters, facets: ["*"] }] }),
        headers: { "accept-encoding": acceptEncoding },
      });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await ask("make:Toyota")).rawPayload);
    expect(searched).toEqual(["make:Toyota", "make:Toyota"]);
    // The answer kept is the second one, given again byte for byte.
    expect(new Set(answers.slice(1).map((bytes) => bytes.toString("base64"))).size).toBe(1);
    // Another encoding is an answer of its own, kept once its body is known.
    await ask("make:Toyota", "gzip");
    await ask("make:Toyota", "gzip");
    expect(searched).toHaveLength(3);
    for (let cap = 0; cap < 3; cap++) await ask(`price <= ${30000 + cap}`);
    await ask("make:Toyota");
    expect(searched).toHaveLength(6);
    await server.close();
  });

  it("with a bad filter are refused each time", async () => {
    const body = JSON.stringify({ requests: [{ indexName: "cars", filters: "make:(" }] });
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await post("/1/indexes/*/queries", body);
      expect(response.statusCode).toBe(400);
    }
  });
});

describe("compressed answers", () => {
  const body = JSON.stringify({ requests: [{ indexName: "cars", facets: ["*"] }] });
  const ask = (acceptEncoding?: string) =>
    app.inject({
      method: "POST",
      url: "/1/indexes/*/queries?compression",
      payload: body,
      headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
    });

  it("go in the encoding the browser prefers, and read the same as the plain answer", async () => {
    const plain = await ask();
    // Each encoding is a search of its own: only its measured time may differ.
    const untimed = (text: string) =>
      JSON.parse(text, (key, value) => (key === "processingTimeMS" ? undefined : value));
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const brotli = await ask("gzip, deflate, br, zstd");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(untimed(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(
      untimed(plain.body),
    );
    const gzip = await ask("gzip;q=1, br;q=0.5");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(untimed(gunzipSync(gzip.rawPayload).toString())).toEqual(untimed(plain.body));
  });

  it("stay plain when small, and when the browser accepts no encoding the server has", async () => {
    const small = await app.inject({
      method: "POST",
      url: "/1/indexes/*/queries",
      payload: '{"requests":[{"indexName":"cars","hitsPerPage":0}]}',
      headers: { "accept-encoding": "br" },
    });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect((await ask("compress")).headers["content-encoding"]).toBeUndefined();
  });
});
