import { brotliDecompressSync } from "node:zlib";
import { siteDefinition, withDefaultPages } from "@storefront/schemas";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateInventory } from "../../../tools/inventory-generator/generate.ts";
import { createSiteEngines } from "../site-engines.ts";
import { StockStore } from "../stock/stock-store.ts";
import { testServer, testSite } from "./test-server.ts";

const algoliaSite = siteDefinition.parse({
  version: 1,
  slug: "algolia-site",
  name: "Algolia Motors",
  template: "used-car-dealer",
  domains: ["algolia.localhost"],
  integrations: {
    search: { backend: "algolia", appId: "ABC123XYZ", searchApiKey: "0123456789abcdef0123" },
  },
});

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer({ sites: [testSite, algoliaSite] });
});
afterAll(() => app.close());

describe("the storefront server", () => {
  it("answers health checks with the sites and stock it serves", async () => {
    const response = await app.inject("/healthz");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "ok",
      sites: ["group", "algolia-site"],
      vehicles: 1,
      stock: { ageSeconds: expect.any(Number), loadedAt: expect.any(String) },
    });
  });

  it("says in health checks whether search answers from the stock just loaded", async () => {
    const stock = new StockStore([]);
    const engines = createSiteEngines([withDefaultPages(testSite)], stock);
    const served = await testServer({ stock, engines });
    try {
      const searchReady = async () => (await served.inject("/healthz")).json().stock.searchReady;
      expect(await searchReady()).toBe(true);
      stock.replace(generateInventory({ count: 3, seed: "ready" }));
      // Its index is built in steps, searches answered from the stock before meanwhile.
      expect(engines.ready()).toBe(false);
      await engines.settled();
      expect(await searchReady()).toBe(true);
    } finally {
      await served.close();
    }
  });

  it("compresses what it sends", async () => {
    const response = await app.inject({
      url: "/about-us",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.headers["content-encoding"]).toBe("br");
  });

  it("compresses search answers once, not again on the way out", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/1/indexes/*/queries",
      payload: JSON.stringify({ requests: [{ indexName: "cars", facets: ["*"] }] }),
      headers: { "accept-encoding": "br, gzip", "content-type": "text/plain" },
    });
    expect(response.headers["content-encoding"]).toBe("br");
    const answer = JSON.parse(brotliDecompressSync(response.rawPayload).toString());
    expect(answer.results[0].nbHits).toBe(1);
  });

  it("serves each host its own definition", async () => {
    const response = await app.inject({
      url: "/api/site",
      headers: { host: "algolia.localhost:3000" },
    });
    expect(response.json().slug).toBe("algolia-site");
    const fallback = await app.inject({ url: "/api/site", headers: { host: "unknown.example" } });
    expect(fallback.json().slug).toBe("group");
  });

  it("embeds the definition as a JSON data block, never as script, and names the page", async () => {
    const response = await app.inject({ url: "/about-us", headers: { host: "group.localhost" } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<script type="application/json" id="site-definition">');
    expect(response.body).toContain("<title>About Us | Group Motors</title>");
    expect(response.body).toContain('<html lang="en-AU" data-theme="neutral">');
  });

  it("gives real 404s for paths no page serves, and 200s for stock that exists", async () => {
    expect((await app.inject("/no-such-page")).statusCode).toBe(404);
    expect((await app.inject("/home")).statusCode).toBe(200);
    expect((await app.inject("/cars/2022-toyota-corolla-ascent-sport-s1")).statusCode).toBe(200);
    expect((await app.inject("/cars/not-a-car")).statusCode).toBe(404);
    expect((await app.inject("/search/used-cars")).statusCode).toBe(200);
    expect((await app.inject("/search/toyota/corolla")).statusCode).toBe(200);
    expect((await app.inject("/search/toyota/hilux")).statusCode).toBe(404);
    // A brand of the site with no stock right now: an empty results page.
    expect((await app.inject("/search/kia")).statusCode).toBe(200);
    expect((await app.inject("/search/ferrari")).statusCode).toBe(404);
    expect((await app.inject("/api/nothing")).statusCode).toBe(404);
  });

  it("never serves the unfilled page template as a file", async () => {
    const response = await app.inject("/index.html");
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root"></div>');
  });

  it("sends a content security policy with no inline script, framed only by the site itself", async () => {
    const response = await app.inject({ url: "/", headers: { host: "group.localhost" } });
    const policy = String(response.headers["content-security-policy"]);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("lets a site that searches Algolia reach its Algolia hosts, and no one else's", async () => {
    const algolia = String(
      (await app.inject({ url: "/", headers: { host: "algolia.localhost" } })).headers[
        "content-security-policy"
      ],
    );
    expect(algolia).toContain("https://abc123xyz-dsn.algolia.net");
    const embedded = String(
      (await app.inject({ url: "/", headers: { host: "group.localhost" } })).headers[
        "content-security-policy"
      ],
    );
    expect(embedded).not.toContain("algolia");
  });
});

describe("style nonces", () => {
  it("allow the page's own style elements with a fresh nonce per response, never inline script", async () => {
    const first = await app.inject({ url: "/", headers: { host: "group.localhost" } });
    const second = await app.inject({ url: "/", headers: { host: "group.localhost" } });
    const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(first.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(String(first.headers["content-security-policy"])).toContain(
      `style-src 'self' 'nonce-${nonce}'`,
    );
    expect(String(second.headers["content-security-policy"])).not.toContain(`'nonce-${nonce}'`);
    expect(String(first.headers["content-security-policy"])).toMatch(/script-src 'self';/);
  });
});
