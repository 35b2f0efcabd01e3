import { deliveryRegionFor } from "@storefront/rules/vehicle/calculators/delivery-region";
import {
  type DeliveryEstimate,
  deliveryMessages,
  deliveryPriceQuery,
  type SiteDefinition,
} from "@storefront/schemas";
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from "fastify";

const deliveryPricePath = "/api/delivery-price";

type DeliveryRoutesOptions = {
  siteFor: (request: FastifyRequest) => SiteDefinition;
  onRequest?: onRequestHookHandler;
};

/**
 * `GET /api/delivery-price?postcode=2000`: `{price, name}` of the site's delivery region that
 * covers the postcode; 400 naming the field for a missing postcode, 404 when no region covers it.
 */
export function registerDeliveryRoutes(app: FastifyInstance, options: DeliveryRoutesOptions) {
  app.get(
    deliveryPricePath,
    options.onRequest ? { onRequest: options.onRequest } : {},
    async (request, reply) => {
      const parsed = deliveryPriceQuery.safeParse(request.query);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path.join(".") || "postcode";
        return reply
          .code(400)
          .send({ message: `${field}: ${issue?.message ?? "Invalid"}`, field, status: 400 });
      }
      const region = deliveryRegionFor(
        options.siteFor(request).deliveryRegions,
        parsed.data.postcode,
      );
      if (!region) {
        return reply.code(404).send({ message: deliveryMessages.unsupportedPostcode, status: 404 });
      }
      const answer: DeliveryEstimate = { price: region.price, name: region.name };
      return reply.header("cache-control", "public, max-age=300").send(answer);
    },
  );
}
