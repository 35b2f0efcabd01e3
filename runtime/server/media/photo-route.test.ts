import { mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { vehicleRecord } from "@storefront/schemas";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RateLimits } from "../http/rate-limits.ts";
import { testServer } from "../http/test-server.ts";
import { storefrontPlugins } from "../plugins.ts";
import { fetchPhoto } from "./fetch-photo.ts";
import { OriginalPhotos } from "./photo-cache.ts";
import { type PhotoOptions, photoCacheFolder } from "./photo-route.ts";
import { cameraPhotos, photoHost, sendBytes } from "./test-photo-host.ts";

const chrome = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const drawing =
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><title>A car</title></svg>';

const photos = await cameraPhotos();
expect(photos.tiff.length).toBeGreaterThan(photos.png.length + 1024);
const small = await sharp(photos.jpeg).resize({ width: 400 }).jpeg().toBuffer();
/** Big enough for the PNG, too small for the uncompressed TIFF. */
const maxBytes = photos.tiff.length - 1;
const tooBig = photos.tiff;
const host = await photoHost({
  "/car.jpg": sendBytes("image/jpeg", photos.jpeg),
  "/car.png": sendBytes("image/png", photos.png),
  "/sideways.jpg": sendBytes("image/jpeg", photos.sideways),
  "/small.jpg": sendBytes("image/jpeg", small),
  "/drawing.svg": sendBytes("image/svg+xml", Buffer.from(drawing)),
  "/broken.jpg": sendBytes("image/jpeg", photos.truncated),
  "/not-a-photo.jpg": sendBytes("text/html", Buffer.from("<html><body>Gone</body></html>")),
  "/huge.tif": sendBytes("image/tiff", tooBig),
  "/huge-unsized.tif": (response) => {
    response.writeHead(200, { "content-type": "image/tiff" });
    for (let at = 0; at < tooBig.length; at += 256 * 1024)
      response.write(tooBig.subarray(at, at + 256 * 1024));
    response.end();
  },
  "/slow.jpg": () => {},
  "/photos/on-site.jpg": sendBytes("image/jpeg", photos.jpeg),
  "/moved.jpg": (response) => response.writeHead(302, { location: "/small.jpg" }).end(),
  "/elsewhere.jpg": (response) =>
    response
      .writeHead(302, { location: host.url("/car.jpg").replace("127.0.0.1", "localhost") })
      .end(),
});

const listed = [
  "/car.jpg",
  "/car.png",
  "/sideways.jpg",
  "/small.jpg",
  "/drawing.svg",
  "/broken.jpg",
  "/not-a-photo.jpg",
  "/huge.tif",
  "/huge-unsized.tif",
  "/slow.jpg",
  "/moved.jpg",
  "/elsewhere.jpg",
];
const car = vehicleRecord.parse({
  id: 1,
  slug: "2022-mazda-cx-5-maxx-s1",
  make: "Mazda",
  model: "CX-5",
  year: 2022,
  colour: "Red",
  simple_body: "SUV",
  car_type: "used",
  status: "in_stock",
  created_at: "2026-11-01",
  stocknum: "S1",
  km: 20000,
  price: 34990,
  dealership_id: "d1",
  images: listed.map((path) => ({ url: host.url(path) })),
});
const otherDealersCar = vehicleRecord.parse({
  ...car,
  id: 2,
  slug: "2022-mazda-cx-5-maxx-s2",
  dealership_id: "d9",
  images: [{ url: host.url("/car.jpg?other") }],
});
/** A car whose feed gives its photo as a path on the site's own origin. */
const onSiteCar = vehicleRecord.parse({
  ...car,
  id: 3,
  slug: "2022-mazda-cx-5-maxx-s3",
  images: [{ url: "/photos/on-site.jpg" }],
});

const fetchLimits = { allowLoopback: true, timeoutMs: 1500, maxBytes };
/** Holding no original in memory: each size or format not on disk is fetched, and counted. */
const limits: Partial<PhotoOptions> = { ...fetchLimits, heldOriginalBytes: 0 };
const servers: FastifyInstance[] = [];
async function photoServer(
  options: Partial<PhotoOptions>,
  dataDir = folder(),
  rateLimits?: RateLimits,
) {
  const app = await testServer({
    vehicles: [car, otherDealersCar, onSiteCar],
    dataDir,
    plugins: storefrontPlugins({}, options),
    ...(rateLimits ? { rateLimits } : {}),
  });
  servers.push(app);
  return { app, dataDir };
}
const folder = () => mkdtempSync(join(tmpdir(), "photos-"));

let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => {
  ({ app, dataDir } = await photoServer(limits));
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await host.close();
});

const photo = (server: FastifyInstance, path: string, width: number | string, accept = "*/*") =>
  server.inject({
    method: "GET",
    url: `/media/photo?url=${encodeURIComponent(host.url(path))}&w=${width}`,
    headers: { host: "group.localhost", accept },
  });
const pictureOf = async (body: Buffer) => sharp(body).metadata();

describe("GET /media/photo", { timeout: 60_000 }, () => {
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

  it("keeps each size on disk: asked again, even by a new server, it is not fetched again", async () => {
    const before = host.fetches("/car.jpg");
    const first = await photo(app, "/car.jpg", 320, "image/webp");
    const again = await photo(app, "/car.jpg", 320, "image/webp");
    expect(host.fetches("/car.jpg")).toBe(before + 1);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(
      readdirSync(join(dataDir, photoCacheFolder)).some((file) => file.endsWith(".webp")),
    ).toBe(true);

    const { app: restarted } = await photoServer(limits, dataDir);
    const fromDisk = await photo(restarted, "/car.jpg", 320, "image/webp");
    expect(fromDisk.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(host.fetches("/car.jpg")).toBe(before + 1);
  });

  it("makes a size asked for by many at once only once", async () => {
    const before = host.fetches("/car.jpg");
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => photo(app, "/car.jpg", 960, "image/webp")),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(host.fetches("/car.jpg")).toBe(before + 1);
  });

  it("fetches an original once for the sizes and formats made from it, at once or soon after", async () => {
    const { app: fresh } = await photoServer({ ...limits, heldOriginalBytes: 64 * 1024 * 1024 });
    const before = host.fetches("/car.png");
    const asked = [
      [320, chrome, "image/avif"],
      [320, "image/webp", "image/webp"],
      [320, "*/*", "image/jpeg"],
      [640, chrome, "image/avif"],
      [960, "image/webp", "image/webp"],
    ] as const;
    const answers = await Promise.all(
      asked.map(([width, accept]) => photo(fresh, "/car.png", width, accept)),
    );
    expect(answers.map((answer) => answer.headers["content-type"])).toEqual(
      asked.map(([, , type]) => type),
    );
    expect(host.fetches("/car.png")).toBe(before + 1);
    const later = await photo(fresh, "/car.png", 1280, "*/*");
    expect((await pictureOf(later.rawPayload)).width).toBe(1280);
    expect(host.fetches("/car.png")).toBe(before + 1);
  });

  it("holds an original for a while, within its cap, and never a failed fetch", async () => {
    let now = 0;
    const originals = (capBytes: number) =>
      new OriginalPhotos((address) => fetchPhoto(address, fetchLimits), {
        capBytes,
        holdMs: 60_000,
        now: () => now,
      });
    const held = originals(photos.jpeg.length);
    const before = host.fetches("/car.jpg");
    await held.get(host.url("/car.jpg"));
    now += 59_000;
    await held.get(host.url("/car.jpg"));
    expect(host.fetches("/car.jpg")).toBe(before + 1);
    now += 60_001;
    await held.get(host.url("/car.jpg"));
    expect(host.fetches("/car.jpg")).toBe(before + 2);

    const tooSmall = originals(photos.jpeg.length - 1);
    await tooSmall.get(host.url("/car.jpg"));
    await tooSmall.get(host.url("/car.jpg"));
    expect(host.fetches("/car.jpg")).toBe(before + 4);

    for (let attempt = 0; attempt < 2; attempt++)
      await expect(held.get(host.url("/missing.jpg"))).rejects.toThrow("answered 404");
    expect(host.fetches("/missing.jpg")).toBe(2);
  });

  it("drops the least recently used sizes when the cache outgrows its cap", async () => {
    const [narrow, wide] = await Promise.all([
      photo(app, "/car.jpg", 320, "*/*"),
      photo(app, "/car.jpg", 480, "*/*"),
    ]);
    const sizes = [narrow.rawPayload.length, wide.rawPayload.length];
    const cap = Math.max(...sizes) + Math.min(...sizes) / 2;
    const { app: capped, dataDir: cappedDir } = await photoServer({ ...limits, cacheBytes: cap });
    const fetchesBefore = host.fetches("/car.jpg");
    await photo(capped, "/car.jpg", 320);
    await photo(capped, "/car.jpg", 480);
    await photo(capped, "/car.jpg", 480);
    expect(host.fetches("/car.jpg")).toBe(fetchesBefore + 2);
    await photo(capped, "/car.jpg", 320);
    expect(host.fetches("/car.jpg")).toBe(fetchesBefore + 3);
    const cached = readdirSync(join(cappedDir, photoCacheFolder)).map(
      (file) => statSync(join(cappedDir, photoCacheFolder, file)).size,
    );
    expect(cached).toHaveLength(1);
    expect(cached.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(cap);
  });

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

  it("answers 429 to a client past its photos a minute, counting each client apart", async () => {
    const { app: limited } = await photoServer(limits, folder(), {
      searchPerMinute: 0,
      apiPerMinute: 0,
      leadsPerMinute: 0,
      photosPerMinute: 2,
    });
    const ask = (remoteAddress: string) =>
      limited.inject({
        url: `/media/photo?url=${encodeURIComponent(host.url("/small.jpg"))}&w=160`,
        headers: { host: "group.localhost" },
        remoteAddress,
      });
    expect((await ask("198.51.100.7")).statusCode).toBe(200);
    expect((await ask("198.51.100.7")).statusCode).toBe(200);
    const refused = await ask("198.51.100.7");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many requests from this address: at most 2 a minute/,
    );
    expect((await ask("198.51.100.8")).statusCode).toBe(200);
  });

  it("refuses addresses that are no photo of a vehicle the site lists", async () => {
    for (const url of [
      host.url("/other.jpg"),
      host.url("/car.jpg?other"),
      "/photos/other.jpg",
      "/media/placeholder/suv/red/1.svg",
      "http://169.254.169.254/latest/meta-data/",
      "file:///etc/passwd",
    ]) {
      const response = await app.inject({
        method: "GET",
        url: `/media/photo?url=${encodeURIComponent(url)}&w=640`,
        headers: { host: "group.localhost" },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(`${url} is not a photo of a vehicle this site lists`);
    }
    expect(host.fetches("/other.jpg")).toBe(0);
  });

  it("answers 400 naming the parameter when the address or width is missing or wrong", async () => {
    const ask = (query: string) =>
      app.inject({
        method: "GET",
        url: `/media/photo${query}`,
        headers: { host: "group.localhost" },
      });
    const carUrl = encodeURIComponent(host.url("/car.jpg"));
    for (const [query, message] of [
      ["?w=640", "url: give the photo's address"],
      [`?url=${carUrl}`, "w: give the width in pixels"],
      [`?url=${carUrl}&w=wide`, "w: give the width in pixels"],
      [`?url=${carUrl}&w=0`, "w: give a width from 1 pixel"],
      [`?url=${carUrl}&w=12.5`, "w: give the width as a whole number of pixels"],
    ]) {
      const response = await ask(query as string);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});
