import { createHash } from "node:crypto";
import { join } from "node:path";
import type { SiteDefinition } from "@storefront/schemas";
import { photoRoutePath, photoWidth } from "@storefront/schemas/stock/vehicle-photo";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { RateLimitHooks } from "../../http/rate-limits.ts";
import type { StockStore } from "../../stock/stock-store.ts";
import { renderPlaceholderSvg } from "../render-placeholder.ts";
import { type FetchLimits, fetchPhoto, PhotoUnavailable } from "./fetch-photo.ts";
import { originalPhotos, PhotoCache } from "./photo-cache.ts";
import { photoSources, placeholderOf } from "./photo-sources.ts";
import { formatFor, type PhotoFormat, resizePhoto } from "./resize-photo.ts";

export type PhotoOptions = FetchLimits & {
  /** Most bytes the resized photos may take on disk. */
  cacheBytes: number;
  /** Most bytes of fetched originals held in memory for a minute, for their other sizes and formats. */
  heldOriginalBytes?: number;
};

const defaultPhotoOptions: PhotoOptions = {
  timeoutMs: 10_000,
  maxBytes: 25 * 1024 * 1024,
  cacheBytes: 1024 * 1024 * 1024,
  heldOriginalBytes: 64 * 1024 * 1024,
  allowLoopback: false,
};

export const photoCacheFolder = "photo-cache";

const photoQuery = z.object({
  url: z.string({ error: "url: give the photo's address" }).min(1, "url: give the photo's address"),
  w: z.coerce
    .number({ error: "w: give the width in pixels" })
    .int("w: give the width as a whole number of pixels")
    .min(1, "w: give a width from 1 pixel")
    .max(10_000, "w: give a width up to 10000 pixels"),
});

const cacheForever = "public, max-age=31536000, immutable";
/** A photo that could not be had may come back soon; the placeholder is kept briefly. */
const cacheBriefly = "public, max-age=300";
const retryAfterMs = 300_000;

type PhotoRouteContext = {
  siteFor: (request: FastifyRequest) => SiteDefinition;
  stock: StockStore;
  dataDir: string;
  rateLimits: Pick<RateLimitHooks, "photos">;
};

/**
 * Where a listed photo is fetched from: its own address, or a path on the site's own origin
 * resolved against the origin the request came to (as the page's image loader resolves it).
 */
function addressOf(photo: string, request: FastifyRequest): string {
  if (!photo.startsWith("/")) return photo;
  return new URL(photo, `${request.protocol}://${request.host}`).href;
}

/**
 * GET /media/photo?url=…&w=… resizes a photo of a vehicle the site lists in the current stock:
 * to the next width of the ladder, in AVIF, WebP or JPEG by the request's Accept, cached on disk
 * under the data folder, each original fetched once for the sizes and formats made from it. A photo that cannot be had answers its vehicle's placeholder drawing;
 * any other address is refused, so the route fetches nothing a visitor chooses. Limited per client.
 */
export async function registerPhotoRoute(
  app: FastifyInstance,
  context: PhotoRouteContext,
  options: Partial<PhotoOptions> = {},
): Promise<void> {
  const settings = { ...defaultPhotoOptions, ...options };
  const sourcesFor = photoSources(context.stock);
  const cache = new PhotoCache(join(context.dataDir, photoCacheFolder), settings.cacheBytes);
  const original = originalPhotos((address) => fetchPhoto(address, settings), {
    capBytes: settings.heldOriginalBytes ?? 0,
    holdMs: 60_000,
  });
  // Photos that could not be had, and when to try again: a dead host is not waited on each time.
  const failed = new Map<string, number>();
  const resized = async (address: string, width: number, format: PhotoFormat, quality: number) => {
    if ((failed.get(address) ?? 0) > Date.now())
      throw new PhotoUnavailable(`${address} failed within the last ${retryAfterMs / 1000} s`);
    try {
      return await resizePhoto(await original(address), width, format, quality);
    } catch (error) {
      if (failed.size >= 10_000) failed.clear();
      if (error instanceof PhotoUnavailable) failed.set(address, Date.now() + retryAfterMs);
      throw error;
    }
  };

  app.get(photoRoutePath, { onRequest: context.rateLimits.photos }, async (request, reply) => {
    const query = photoQuery.safeParse(request.query);
    if (!query.success) {
      const message = query.error.issues[0]?.message ?? "Give url and w";
      return reply.code(400).send({ message, status: 400 });
    }
    const site = context.siteFor(request);
    const vehicle = sourcesFor(site).get(query.data.url);
    if (!vehicle)
      return reply.code(404).send({
        message: `${query.data.url} is not a photo of a vehicle this site lists`,
        status: 404,
      });
    const address = addressOf(query.data.url, request);

    const width = photoWidth(query.data.w);
    const format = formatFor(request.headers.accept);
    const quality = site.images.quality;
    const key = createHash("sha256")
      .update(`${address}\n${width}\n${format}\n${quality}`)
      .digest("hex")
      .slice(0, 40);
    reply.header("vary", "Accept").header("x-content-type-options", "nosniff");
    try {
      const photo = await cache.variant(key, () => resized(address, width, format, quality));
      return reply.type(photo.type).header("cache-control", cacheForever).send(photo.bytes);
    } catch (error) {
      if (!(error instanceof PhotoUnavailable))
        request.log.error({ err: error, photo: address }, "photo failed");
      else request.log.warn({ photo: address, reason: error.message }, "photo unavailable");
      return reply
        .type("image/svg+xml; charset=utf-8")
        .header("cache-control", cacheBriefly)
        .send(renderPlaceholderSvg(placeholderOf(vehicle, query.data.url)));
    }
  });
}
