import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testServer } from "./test-server.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer({
    rateLimits: { searchPerMinute: 3, apiPerMinute: 2, leadsPerMinute: 2, photosPerMinute: 0 },
  });
});
afterAll(() => app.close());

const search = (remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: "POST",
    url: "/1/indexes/*/queries",
    remoteAddress,
    payload: { requests: [{ indexName: "cars", hitsPerPage: 0 }] },
    headers,
  });

describe("per-client limits on the public APIs", () => {
  it("answers 429 past the limit, saying the limit and when to try again", async () => {
    for (let i = 0; i < 3; i++) expect((await search("198.51.100.1")).statusCode).toBe(200);
    const refused = await search("198.51.100.1");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many requests from this address: at most 3 a minute\. Try again in \d+ (second|minute)s?\.$/,
    );
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("counts each client apart, and believes no forwarded-for header by default", async () => {
    expect((await search("198.51.100.2")).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) await search("198.51.100.3");
    const forged = await search("198.51.100.3", { "x-forwarded-for": "203.0.113.50" });
    expect(forged.statusCode).toBe(429);
  });

  it("limits the site API on its own count", async () => {
    const site = () => app.inject({ url: "/api/site", remoteAddress: "198.51.100.4" });
    expect((await site()).statusCode).toBe(200);
    expect((await site()).statusCode).toBe(200);
    expect((await site()).statusCode).toBe(429);
    expect((await search("198.51.100.4")).statusCode).toBe(200);
  });

  it("never limits health checks or pages", async () => {
    for (let i = 0; i < 5; i++)
      expect(
        (await app.inject({ url: "/healthz", remoteAddress: "198.51.100.5" })).statusCode,
      ).toBe(200);
  });
});
