import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chrome, drawing, photoRouteFixture, pictureOf } from "./test-photo-server.ts";

const { photos, host, limits, photoServer, photo, close } = await photoRouteFixture();
let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await photoServer(limits));
});
afterAll(close);

describe("GET /media/photo resizes", { timeout: 60_000 }, () => {
  it("resizes a 3000 by 2000 JPEG to the ladder width at or above the one asked for", async () => {
    for (const [asked, served] of [
      [600, 640],
      [150, 160],
      [1200, 1280],
      [9000, 2560],
    ] as const) {
      const response = await photo(app, "/car.jpg", asked);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/jpeg");
      const picture = await pictureOf(response.rawPayload);
      expect([picture.width, picture.height]).toEqual([served, Math.round((served * 2) / 3)]);
    }
  });

  it("never makes a photo wider than it is, and follows a redirect on the same host", async () => {
    const response = await photo(app, "/moved.jpg", 640);
    expect(response.headers["content-type"]).toBe("image/jpeg");
    expect((await pictureOf(response.rawPayload)).width).toBe(400);
  });

  it("answers AVIF, WebP or JPEG by the browser's Accept, varying on it, cached for a year", async () => {
    for (const [accept, format, type] of [
      [chrome, "heif", "image/avif"],
      ["image/webp,*/*", "webp", "image/webp"],
      ["*/*", "jpeg", "image/jpeg"],
      ["", "jpeg", "image/jpeg"],
    ] as const) {
      const response = await photo(app, "/car.png", 480, accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe(type);
      expect(String(response.headers.vary).toLowerCase().split(/,\s*/)).toContain("accept");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const picture = await pictureOf(response.rawPayload);
      expect(picture.format).toBe(format);
      expect(picture.width).toBe(480);
      expect(response.rawPayload.length).toBeLessThan(photos.png.length / 20);
    }
  });

  it("stands a photo upright by its EXIF orientation and strips its metadata", async () => {
    const response = await photo(app, "/sideways.jpg", 640);
    const picture = await pictureOf(response.rawPayload);
    expect([picture.width, picture.height]).toEqual([640, 960]);
    expect(picture.orientation).toBeUndefined();
    expect(picture.exif).toBeUndefined();
  });

  it("passes an SVG photo on untouched", async () => {
    const response = await photo(app, "/drawing.svg", 640, chrome);
    expect(response.headers["content-type"]).toBe("image/svg+xml");
    expect(response.body).toBe(drawing);
  });

  it("resizes a photo at a path on the site's own origin, fetched from the origin asked", async () => {
    const onSite = (server: FastifyInstance) =>
      server.inject({
        url: `/media/photo?url=${encodeURIComponent("/photos/on-site.jpg")}&w=600`,
        headers: { host: new URL(host.origin).host, accept: "image/webp" },
      });
    const response = await onSite(app);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect((await pictureOf(response.rawPayload)).width).toBe(640);
    expect(host.fetches("/photos/on-site.jpg")).toBe(1);

    const { app: strict } = await photoServer({ ...limits, allowLoopback: false });
    const refused = await onSite(strict);
    expect(refused.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(host.fetches("/photos/on-site.jpg")).toBe(1);
  });
});
