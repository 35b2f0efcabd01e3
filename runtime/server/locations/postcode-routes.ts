import { invalidPostcode, postcodeLookupParams } from "@storefront/schemas/postcode-lookup";
import type { FastifyInstance, onRequestHookHandler } from "fastify";
import { loadPostcodeIndex } from "./postcode-index.ts";

/**
 * `GET /api/postcodes/{postcode}`: `{ postcode, lat, long }` of an Australian postcode, for the
 * locations' distances; 400 naming the field for one that is not 4 digits, 404 'Invalid
 * postcode' for one that does not exist.
 */
export function registerPostcodeRoutes(
  app: FastifyInstance,
  options: { onRequest?: onRequestHookHandler; index?: typeof loadPostcodeIndex } = {},
) {
  let index: ReturnType<typeof loadPostcodeIndex> | undefined;
  const places = () => {
    index ??= (options.index ?? loadPostcodeIndex)();
    return index;
  };
  app.get(
    "/api/postcodes/:postcode",
    options.onRequest ? { onRequest: options.onRequest } : {},
    async (request, reply) => {
      const parsed = postcodeLookupParams.safeParse(request.params);
      if (!parsed.success) {
        return reply
          .code(400)
          .send({ message: `postcode: ${invalidPostcode}`, field: "postcode", status: 400 });
      }
      const place = (await places()).get(parsed.data.postcode);
      if (!place) return reply.code(404).send({ message: invalidPostcode, status: 404 });
      return reply.header("cache-control", "public, max-age=86400").send(place);
    },
  );
}
