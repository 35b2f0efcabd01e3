import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studioIndexHtml, studioScript, studioTestServer } from "./studio-test-server.ts";

describe("the studio app at /studio", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await studioTestServer());
  });
  afterAll(() => app.close());

  it("serves the app's page at /studio/ and for any path of its own router", async () => {
    for (const url of ["/studio/", "/studio/sites/acme/pages/home", "/studio/settings?tab=theme"]) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      // The app's page, with the style nonce its dialogs need under the site's policy.
      expect(response.body.replace(/<meta name="csp-nonce" content="[^"]+" \/>\n/, "")).toBe(
        studioIndexHtml,
      );
      expect(response.body).toMatch(/<meta name="csp-nonce" content="[^"]+" \/>/);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("sends /studio on to /studio/", async () => {
    const response = await app.inject("/studio?from=menu");
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe("/studio/?from=menu");
  });

  it("caches hashed assets for good and never answers a missing asset with the page", async () => {
    const asset = await app.inject("/studio/assets/index-a1b2c3.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe(studioScript);
    expect(asset.headers["content-type"]).toContain("javascript");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const missing = await app.inject("/studio/assets/index-old.js");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain("<html");
  });

  it("sends the storefront's security headers", async () => {
    const response = await app.inject("/studio/");
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("serves nothing from outside its build", async () => {
    for (const url of ["/studio/../package.json", "/studio/%2e%2e/%2e%2e/package.json"]) {
      const response = await app.inject(url);
      expect(response.body).not.toContain('"workspaces"');
    }
  });

  it("answers unknown API paths with a JSON 404, not the app", async () => {
    const response = await app.inject("/studio/api/nothing-here");
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBeTypeOf("string");
  });
});

describe("the studio before it is built", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await studioTestServer({ built: false }));
  });
  afterAll(() => app.close());

  it("says so with a 503 page that tells how to build it", async () => {
    for (const url of ["/studio/", "/studio/sites/acme"]) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(503);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain("The studio is not built yet");
      expect(response.body).toContain("npm run build");
    }
  });

  it("keeps its API working", async () => {
    expect((await app.inject("/studio/api/sources")).statusCode).toBe(200);
  });
});
