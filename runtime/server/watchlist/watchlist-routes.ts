import { plainErrors } from "@storefront/schemas";
import { watchlistChange } from "@storefront/schemas/shopper/watchlist";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sameOriginOnly } from "../auth/origin-check.ts";
import { shopperOf } from "../auth/shopper-of.ts";
import type { ServerContext } from "../http/app.ts";
import { apiErrorHandler, fieldProblems } from "../leads/request-problems.ts";

export const watchlistMessages = {
  signedOut: "Sign in to save cars to your watchlist.",
  otherPhone: "The phone number is not the signed-in shopper's.",
  unknownCar: "This site sells no car with that id.",
} as const;

const failed = (reply: FastifyReply, status: number, error: string, extra: object = {}) =>
  reply.code(status).send({ success: false, error, ...extra });

/**
 * The signed-in shopper's watchlist on the request's site: `POST /api/watchlist/save-car` and
 * `/remove-car` with `{ phone_number, car_id }` answer `{ success }`; the phone must be the
 * signed-in shopper's, and only a car the site sells can be saved (a car it no longer lists can
 * still be removed). `GET /api/watchlist` answers `{ car_ids }` in the order saved.
 */
function registerWatchlistRoutes(app: FastifyInstance, context: ServerContext): void {
  const changing = {
    onRequest: context.rateLimits.api,
    preHandler: sameOriginOnly,
    bodyLimit: 4 * 1024,
  };

  /** The shopper and the change asked for, or undefined once the reply says why not. */
  async function changeOf(request: FastifyRequest, reply: FastifyReply) {
    const parsed = watchlistChange.safeParse(request.body ?? {}, { error: plainErrors });
    if (!parsed.success) {
      const problems = fieldProblems(parsed.error);
      const error = problems.map((problem) => `${problem.path}: ${problem.message}`).join("; ");
      return void failed(reply, 400, error, { problems });
    }
    const shopper = await shopperOf(request);
    if (!shopper) return void failed(reply, 401, watchlistMessages.signedOut);
    if (shopper.phone !== parsed.data.phone_number)
      return void failed(reply, 403, watchlistMessages.otherPhone);
    return { shopper, carId: parsed.data.car_id, site: context.siteFor(request) };
  }

  app.post("/api/watchlist/save-car", changing, async (request, reply) => {
    const change = await changeOf(request, reply);
    if (!change) return reply;
    const car = context.stock.catalogueFor(change.site).byId.get(change.carId);
    if (!car) return failed(reply, 404, watchlistMessages.unknownCar);
    const { site, shopper, carId } = change;
    await context.store.watchCar(site.slug, shopper.userId, carId, new Date(), car.price);
    return { success: true };
  });

  app.post("/api/watchlist/remove-car", changing, async (request, reply) => {
    const change = await changeOf(request, reply);
    if (!change) return reply;
    await context.store.unwatchCar(change.site.slug, change.shopper.userId, change.carId);
    return { success: true };
  });

  app.get("/api/watchlist", { onRequest: context.rateLimits.api }, async (request, reply) => {
    const shopper = await shopperOf(request);
    reply.header("cache-control", "no-store");
    if (!shopper) return failed(reply, 401, watchlistMessages.signedOut);
    const site = context.siteFor(request);
    const ids = await context.store.watchedCars(site.slug, shopper.userId);
    return { car_ids: ids.map(Number) };
  });
}

/** The watchlist API, with the lead API's refusals for bodies that cannot be read. */
export function watchlistPlugin() {
  return async (app: FastifyInstance, context: ServerContext): Promise<void> => {
    await app.register(async (scoped) => {
      scoped.setErrorHandler(apiErrorHandler);
      registerWatchlistRoutes(scoped, context);
    });
  };
}
