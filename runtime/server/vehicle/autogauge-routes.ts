import { marketGaugeResponse } from "@storefront/rules/vehicle/market/market-gauge";
import { slug } from "@storefront/schemas";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { autogaugeRoute } from "../../src/queries/market-gauge-query.ts";
import type { ServerContext } from "../http/app.ts";
import { listedVehicle } from "./listed-vehicle.ts";

const params = z.strictObject({ slug });

/**
 * `GET /api/cars/{slug}/autogauge`: the market valuation of a car the site lists (its stock
 * filter applies, as on the car's page), from the record's market data; any other slug is a 404.
 * Works with the embedded engine and with the site's Algolia index alike.
 */
export function autogaugePlugin() {
  return (app: FastifyInstance, context: ServerContext): void => {
    app.get(autogaugeRoute, { onRequest: context.rateLimits.api }, async (request, reply) => {
      const parsed = params.safeParse(request.params);
      if (!parsed.success) {
        const problem = parsed.error.issues[0]?.message ?? "Invalid car";
        return reply.code(404).send({ message: `No car at this path: ${problem}`, status: 404 });
      }
      const site = context.siteFor(request);
      const origin = `${request.protocol}://${request.host}`;
      const hit = await listedVehicle(site, context.engines, parsed.data.slug, origin);
      if (!hit)
        return reply
          .code(404)
          .send({ message: `No car ${parsed.data.slug} on this site`, status: 404 });
      return reply.header("cache-control", "public, max-age=300").send(marketGaugeResponse(hit));
    });
  };
}
