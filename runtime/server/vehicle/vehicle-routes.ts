import { vehiclePageUrl } from "@storefront/rules/vehicle/card/card-links";
import { slug as vehicleSlug } from "@storefront/schemas";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { ServerContext } from "../http/app.ts";
import { listedVehicle, similarCarIds } from "./listed-vehicle.ts";
import { vehiclePdf } from "./vehicle-pdf.ts";

const vehicleParams = z.strictObject({ slug: vehicleSlug });
const similarQuery = z.strictObject({
  count: z.coerce
    .number()
    .int("count must be a whole number")
    .min(1, "count must be 1 to 24")
    .max(24, "count must be 1 to 24")
    .default(6),
});

/**
 * The listed car a `/api/cars/:slug/...` request names, with its site and the request's origin;
 * or undefined once a 400 (bad slug) or 404 (not listed on this site) has been sent.
 */
async function requestedVehicle(
  request: FastifyRequest,
  reply: FastifyReply,
  context: ServerContext,
) {
  const params = vehicleParams.safeParse(request.params);
  if (!params.success) {
    await reply.code(400).send({ error: "The vehicle's slug must be 1 to 200 characters." });
    return undefined;
  }
  const { slug } = params.data;
  const site = context.siteFor(request);
  const origin = `${request.protocol}://${request.host}`;
  const vehicle = await listedVehicle(site, context.engines, slug, origin);
  if (!vehicle) {
    await reply.code(404).send({ message: `No car ${slug} on this site`, status: 404 });
    return undefined;
  }
  return { vehicle, site, origin, slug };
}

/** A vehicle's own files and answers: its details as a PDF (`{slug}.pdf`), its similar cars' ids. */
export function vehiclePlugin() {
  return (app: FastifyInstance, context: ServerContext): void => {
    app.get(
      "/api/cars/:slug/pdf",
      { onRequest: context.rateLimits.api },
      async (request, reply) => {
        const found = await requestedVehicle(request, reply, context);
        if (!found) return reply;
        const { vehicle, site, origin, slug } = found;
        const pdf = await vehiclePdf(vehicle, site, vehiclePageUrl(vehicle, origin));
        return reply
          .type("application/pdf")
          .header(
            "content-disposition",
            `attachment; filename="${slug.replace(/[^\w.-]/g, "_")}.pdf"`,
          )
          .header("cache-control", "no-store")
          .send(pdf);
      },
    );

    // The ids of the cars the vehicle page shows as similar, in its order (for other systems).
    app.get(
      "/api/cars/:slug/similar-ids",
      { onRequest: context.rateLimits.api },
      async (request, reply) => {
        const query = similarQuery.safeParse(request.query);
        if (!query.success) {
          return reply.code(400).send({ error: query.error.issues[0]?.message });
        }
        const found = await requestedVehicle(request, reply, context);
        if (!found) return reply;
        const { vehicle, site, origin } = found;
        const ids = await similarCarIds(site, context.engines, vehicle, origin, query.data.count);
        return reply.header("cache-control", "public, max-age=60").send({ ids });
      },
    );
  };
}
