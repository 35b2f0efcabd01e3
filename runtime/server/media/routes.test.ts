import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { registerMediaRoutes } from "./routes.ts";

const app = Fastify();
await registerMediaRoutes(app);
afterAll(() => app.close());

describe("GET /media/placeholder/{body}/{colour}/{view}.svg", () => {
  it("serves an SVG image that browsers may cache for a year", async () => {
    const response = await app.inject({ method: "GET", url: "/media/placeholder/suv/white/3.svg" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.body).toMatch(/^<svg [^>]*role="img"/);
    expect(response.body).toContain("White SUV, photo 3");
  });

  it("serves thumbnails and answers HEAD requests", async () => {
    const thumb = await app.inject({
      method: "GET",
      url: "/media/placeholder/cab-chassis/red/20-thumb.svg",
    });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.body).toContain('width="300" height="200"');
    const head = await app.inject({
      method: "HEAD",
      url: "/media/placeholder/motorcycle/black/1.svg",
    });
    expect(head.statusCode).toBe(200);
  });

  it.each([
    "/media/placeholder/boat/white/1.svg",
    "/media/placeholder/suv/tartan/1.svg",
    "/media/placeholder/suv/White/1.svg",
    "/media/placeholder/suv/white/0.svg",
    "/media/placeholder/suv/white/21.svg",
    "/media/placeholder/suv/white/01.svg",
    "/media/placeholder/suv/white/1.png",
    "/media/placeholder/suv/white/1-small.svg",
    "/media/placeholder/suv/white/x.svg",
    "/media/placeholder/suv/white",
    "/media/placeholder/suv/..%2F..%2Fetc/1.svg",
  ])("answers 404 for %s", async (url) => {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).not.toContain("svg");
  });
});
