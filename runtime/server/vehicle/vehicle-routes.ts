import { vehiclePageUrl } from "@storefront/rules/vehicle/card-links";
import { slug as vehicleSlug } from "@storefront/schemas";
import type { FastifyInstance } from "fastify";
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

/** A vehicle's own files: its details as a PDF, saved as `{slug}.pdf`. */
export function vehiclePlugin() {
  return (app: FastifyInstance, context: ServerContext): void => {
    app.get(
      "/api/cars/:slug/pdf",
      { onRequest: context.rateLimits.api },
      async (request, reply) => {
        const params = vehicleParams.safeParse(request.params);
        if (!params.success) {
          return reply.code(400).send({ error: "The vehicle's slug must be 1 to 200 characters." });
        }
        const { slug } = params.data;
        const site = context.siteFor(request);
        const origin = `${request.protocol}://${request.host}`;
        const vehicle = await listedVehicle(site, context.engines, slug, origin);
        if (!vehicle)
          return reply.code(404).send({ message: `No car ${slug} on this site`, status: 404 });
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
        const params = vehicleParams.safeParse(request.params);
        if (!params.success) {
          return reply.code(400).send({ error: "The vehicle's slug must be 1 to 200 characters." });
        }
        const query = similarQuery.safeParse(request.query);
        if (!query.success) {
          return reply.code(400).send({ error: query.error.issues[0]?.message });
        }
        const { slug } = params.data;
        const site = context.siteFor(request);
        const origin = `${request.protocol}://${request.host}`;
        const vehicle = await listedVehicle(site, context.engines, slug, origin);
        if (!vehicle)
          return reply.code(404).send({ message: `No car ${slug} on this site`, status: 404 });
        const ids = await similarCarIds(site, context.engines, vehicle, origin, query.data.count);
        return reply.header("cache-control", "public, max-age=60").send({ ids });
      },
    );
  };
}
