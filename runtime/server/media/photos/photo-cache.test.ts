import { readdirSync, statSync, utimesSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchPhoto } from "./fetch-photo.ts";
import { originalPhotos } from "./photo-cache.ts";
import { photoCacheFolder } from "./photo-route.ts";
import { chrome, photoRouteFixture, pictureOf } from "./test-photo-server.ts";

const { photos, host, fetchLimits, limits, photoServer, photo, close } = await photoRouteFixture();
let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => {
  ({ app, dataDir } = await photoServer(limits));
});
afterAll(close);

describe("GET /media/photo keeps what it made", { timeout: 60_000 }, () => {
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
    let now = Date.parse("2026-11-27T09:00:00Z");
    const originals = (capBytes: number) =>
      originalPhotos((address) => fetchPhoto(address, fetchLimits), {
        capBytes,
        holdMs: 60_000,
        perf: { now: () => now },
      });
    const held = originals(photos.jpeg.length);
    const before = host.fetches("/car.jpg");
    await held(host.url("/car.jpg"));
    now += 59_000;
    await held(host.url("/car.jpg"));
    expect(host.fetches("/car.jpg")).toBe(before + 1);
    now += 60_001;
    await held(host.url("/car.jpg"));
    expect(host.fetches("/car.jpg")).toBe(before + 2);

    const tooSmall = originals(photos.jpeg.length - 1);
    await tooSmall(host.url("/car.jpg"));
    await tooSmall(host.url("/car.jpg"));
    expect(host.fetches("/car.jpg")).toBe(before + 4);

    for (let attempt = 0; attempt < 2; attempt++)
      await expect(held(host.url("/missing.jpg"))).rejects.toThrow("answered 404");
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
  it("counts the files already on disk at start, dropping the least recently used past its cap", async () => {
    const { app: first, dataDir: kept } = await photoServer(limits);
    const narrow = await photo(first, "/car.jpg", 320, "*/*");
    const wide = await photo(first, "/car.jpg", 480, "*/*");
    const folder = join(kept, photoCacheFolder);
    const files = () => readdirSync(folder).map((file) => statSync(join(folder, file)).size);
    const sizes = [narrow.rawPayload.length, wide.rawPayload.length];
    expect(files().sort()).toEqual([...sizes].sort());
    // The narrow one was used last a day ago, the wide one now.
    const yesterday = new Date(Date.now() - 86_400_000);
    for (const file of readdirSync(folder))
      if (statSync(join(folder, file)).size === sizes[0])
        utimesSync(join(folder, file), yesterday, yesterday);

    const cap = Math.max(...sizes) + Math.min(...sizes) / 2;
    const { app: restarted } = await photoServer({ ...limits, cacheBytes: cap }, kept);
    const fetchesBefore = host.fetches("/car.jpg");
    await photo(restarted, "/car.jpg", 480, "*/*");
    expect(host.fetches("/car.jpg")).toBe(fetchesBefore);
    expect(files()).toEqual([sizes[1]]);
  });
});
