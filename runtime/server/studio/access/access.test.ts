import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studioTestServer } from "../studio-test-server.ts";
import { isLoopbackAddress } from "./loopback.ts";

const remote = "203.0.113.9";

describe("the studio without an access token", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await studioTestServer());
  });
  afterAll(() => app.close());

  it("answers this machine's own clients, over IPv4 and IPv6", async () => {
    for (const remoteAddress of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"]) {
      expect((await app.inject({ url: "/studio/", remoteAddress })).statusCode).toBe(200);
      const api = await app.inject({ url: "/studio/api/drafts", remoteAddress });
      expect(api.statusCode).toBe(200);
    }
  });

  it("does not exist for other clients, while the storefront still serves them", async () => {
    for (const url of ["/studio/", "/studio/sites/x", "/studio/assets/index-a1b2c3.js"]) {
      const response = await app.inject({ url, remoteAddress: remote });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("Studio");
    }
    const api = await app.inject({ url: "/studio/api/sources", remoteAddress: remote });
    expect(api.statusCode).toBe(404);
    const put = await app.inject({
      method: "PUT",
      url: "/studio/api/drafts/acme",
      remoteAddress: remote,
      payload: { slug: "acme" },
    });
    expect(put.statusCode).toBe(404);
    expect((await app.inject({ url: "/healthz", remoteAddress: remote })).statusCode).toBe(200);
  });

  it("judges by the connection, not by a forwarded-for header a client can write", async () => {
    const response = await app.inject({
      url: "/studio/api/drafts",
      remoteAddress: remote,
      headers: { "x-forwarded-for": "127.0.0.1" },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("the studio with an access token", () => {
  const token = "s3cret-studio-token";
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await studioTestServer({ token }));
  });
  afterAll(() => app.close());

  it("loads its app from any host", async () => {
    const response = await app.inject({ url: "/studio/", remoteAddress: remote });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>Studio</title>");
  });

  it("refuses API calls without the token, with a wrong one, and from loopback too", async () => {
    const calls = [
      { remoteAddress: remote, headers: {} },
      { remoteAddress: remote, headers: { authorization: "Bearer wrong" } },
      { remoteAddress: remote, headers: { authorization: `Bearer ${token}x` } },
      { remoteAddress: remote, headers: { authorization: token } },
      { remoteAddress: "127.0.0.1", headers: {} },
    ];
    for (const call of calls) {
      const response = await app.inject({ url: "/studio/api/drafts", ...call });
      expect(response.statusCode).toBe(401);
      expect(response.headers["www-authenticate"]).toContain("Bearer");
      expect(response.json().message).toContain("access token");
    }
  });

  it("answers API calls that carry the token, from any host", async () => {
    const response = await app.inject({
      url: "/studio/api/sources",
      remoteAddress: remote,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().length).toBeGreaterThan(0);
  });
});

describe("loopback addresses", () => {
  it("are 127.0.0.0/8 and ::1, also IPv6-mapped, and nothing else", () => {
    for (const address of ["127.0.0.1", "127.255.0.3", "::1", "::ffff:127.0.0.1"])
      expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ["10.0.0.1", "128.0.0.1", "::2", "::ffff:10.0.0.1", "", undefined])
      expect(isLoopbackAddress(address)).toBe(false);
  });
});
