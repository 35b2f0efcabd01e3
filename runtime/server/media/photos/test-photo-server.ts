import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { vehicleRecord } from "@storefront/schemas";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { expect } from "vitest";
import type { RateLimits } from "../../http/rate-limits.ts";
import { testServer } from "../../http/test-server.ts";
import { storefrontPlugins } from "../../plugins.ts";
import type { PhotoOptions } from "./photo-route.ts";
import { cameraPhotos, photoHost, sendBytes } from "./test-photo-host.ts";

export const chrome = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
export const drawing =
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><title>A car</title></svg>';

export const pictureOf = async (body: Buffer) => sharp(body).metadata();
export const folder = () => mkdtempSync(join(tmpdir(), "photos-"));

/**
 * A photo host of its own (good, broken, oversized, slow and redirected photos, each request
 * counted), a car listing them, and photo servers over it that close with `close`.
 */
export async function photoRouteFixture() {
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

  const photo = (server: FastifyInstance, path: string, width: number | string, accept = "*/*") =>
    server.inject({
      method: "GET",
      url: `/media/photo?url=${encodeURIComponent(host.url(path))}&w=${width}`,
      headers: { host: "group.localhost", accept },
    });

  return {
    photos,
    tooBig,
    host,
    fetchLimits,
    limits,
    photoServer,
    photo,
    close: async () => {
      await Promise.all(servers.map((server) => server.close()));
      await host.close();
    },
  };
}
