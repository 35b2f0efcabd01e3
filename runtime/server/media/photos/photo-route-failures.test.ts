import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chrome, photoRouteFixture, pictureOf } from "./test-photo-server.ts";

const { tooBig, host, limits, photoServer, photo, close } = await photoRouteFixture();
let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await photoServer(limits));
});
afterAll(close);

describe("GET /media/photo when the photo cannot be had", { timeout: 60_000 }, () => {
  it.each([
    ["a broken photo", "/broken.jpg"],
    ["a page instead of a photo", "/not-a-photo.jpg"],
    ["a photo over the size limit", "/huge.tif"],
    ["a photo over the size limit sent without its length", "/huge-unsized.tif"],
    ["a photo that takes too long", "/slow.jpg"],
    ["a redirect to another host", "/elsewhere.jpg"],
  ])("answers the vehicle's placeholder, kept briefly, for %s", async (_, path) => {
    const response = await photo(app, path, 640, chrome);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    expect(response.body).toMatch(/<title id="title">Red SUV, photo \d+/);
  });

  it("does not fetch again, for a while, a photo that could not be had", async () => {
    const { app: fresh } = await photoServer(limits);
    const before = host.fetches("/broken.jpg");
    for (const width of [320, 640, 960]) {
      const response = await photo(fresh, "/broken.jpg", width);
      expect(response.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    }
    expect(host.fetches("/broken.jpg")).toBe(before + 1);
  });

  it("resizes the photo the size limit turned away once the limit allows it", async () => {
    const { app: generous } = await photoServer({ ...limits, maxBytes: tooBig.length });
    const response = await photo(generous, "/huge-unsized.tif", 160);
    expect(response.headers["content-type"]).toBe("image/jpeg");
    expect((await pictureOf(response.rawPayload)).width).toBe(160);
  });

  it("fetches nothing from this machine unless allowed", async () => {
    const { app: strict } = await photoServer({ ...limits, allowLoopback: false });
    const before = host.fetches("/small.jpg");
    const response = await photo(strict, "/small.jpg", 320);
    expect(response.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(host.fetches("/small.jpg")).toBe(before);
  });
});
