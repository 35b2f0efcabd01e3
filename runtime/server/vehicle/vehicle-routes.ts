import { vehiclePageUrl } from "@storefront/rules/vehicle/card-links";
import { slug as vehicleSlug } from "@storefront/schemas";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ServerContext } from "../http/app.ts";
import { listedVehicle } from "./listed-vehicle.ts";
import { vehiclePdf } from "./vehicle-pdf.ts";

const vehicleParams = z.strictObject({ slug: vehicleSlug });

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
  };
}
