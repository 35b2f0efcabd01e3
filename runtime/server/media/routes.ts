import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  colourFromSlug,
  maxPlaceholderView,
  placeholderBodies,
  placeholderColourNames,
} from "./placeholder-palette.ts";
import { placeholderRoutePrefix } from "./placeholder-url.ts";
import { renderPlaceholderSvg } from "./render-placeholder.ts";

const fileName = /^([1-9]\d?)(-thumb)?\.svg$/;

/** `{body}/{colour}/{view}.svg` or `{view}-thumb.svg`, for known bodies and colours only. */
export const placeholderParams = z
  .object({
    body: z.enum(placeholderBodies),
    colour: z.string().transform(colourFromSlug).pipe(z.enum(placeholderColourNames)),
    file: z.string().regex(fileName, "Use {view}.svg or {view}-thumb.svg"),
  })
  .transform(({ body, colour, file }) => {
    const [, view, thumb] = fileName.exec(file) ?? [];
    return { body, colour, view: Number(view), thumb: thumb !== undefined };
  })
  .refine(({ view }) => view <= maxPlaceholderView, `Views run from 1 to ${maxPlaceholderView}`);

/** The drawings never change for an address, so browsers and CDNs may keep them for a year. */
const cacheForever = "public, max-age=31536000, immutable";

/**
 * Serves the placeholder vehicle photos the generated inventory points at:
 * GET /media/placeholder/{body}/{colour}/{view}.svg (and -thumb.svg). Unknown names are 404s.
 */
export async function registerMediaRoutes(app: FastifyInstance): Promise<void> {
  app.get(`${placeholderRoutePrefix}/:body/:colour/:file`, async (request, reply) => {
    const parsed = placeholderParams.safeParse(request.params);
    if (!parsed.success) return reply.callNotFound();
    return reply
      .header("content-type", "image/svg+xml; charset=utf-8")
      .header("cache-control", cacheForever)
      .header("x-content-type-options", "nosniff")
      .send(renderPlaceholderSvg(parsed.data));
  });
}
