import { isGaragePath } from "@storefront/rules/shopper/gated-routes";
import { plainErrors } from "@storefront/schemas";
import { rememberedDetails } from "@storefront/schemas/shopper/garage";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sameOriginOnly } from "../auth/origin-check.ts";
import { endSessionOf, shopperOf } from "../auth/shopper-of.ts";
import type { ServerContext } from "../http/app.ts";
import { apiErrorHandler, fieldProblems, refuse } from "../leads/request-problems.ts";
import { garageAnswer } from "./garage-answer.ts";

export const garageMessages = {
  signedOut: "Sign in to see your garage.",
} as const;

/**
 * The signed-in shopper's garage on the request's site: `GET /api/garage` (saved cars with
 * their markers, enquiries, valuations and remembered details), `POST /api/garage/details`
 * (edit the details), `GET /api/garage/export` (everything held about them, as a JSON file) and
 * `POST /api/garage/delete-account` (delete the account and its data; the leads stay).
 */
function registerGarageRoutes(app: FastifyInstance, context: ServerContext): void {
  const { store } = context;
  const reading = { onRequest: context.rateLimits.api };
  const changing = { ...reading, preHandler: sameOriginOnly, bodyLimit: 4 * 1024 };

  /** The signed-in shopper's row and site, or undefined once the reply says 401. */
  async function signedIn(request: FastifyRequest, reply: FastifyReply) {
    reply.header("cache-control", "no-store");
    const session = await shopperOf(request);
    const site = context.siteFor(request);
    const shopper = session && (await store.shopperById(site.slug, session.userId));
    if (shopper) return { shopper, site };
    void reply.code(401).send({ message: garageMessages.signedOut, status: 401 });
    return undefined;
  }

  app.get("/api/garage", reading, async (request, reply) => {
    const found = await signedIn(request, reply);
    if (!found) return reply;
    const { shopper, site } = found;
    const [watched, leads, valuations, savedSearches, reservations] = await Promise.all([
      store.watchedCarDetails(site.slug, shopper.id),
      store.leadsOfShopper(site.slug, shopper.id),
      store.valuationsOf(site.slug, shopper.id),
      store.savedSearchesOf(site.slug, shopper.id),
      store.reservationsOfShopper(site.slug, shopper.id),
    ]);
    const cars = context.stock.catalogueFor(site).byId;
    return garageAnswer({
      shopper,
      watched,
      leads,
      valuations,
      savedSearches,
      reservations,
      cars,
    });
  });

  app.post("/api/garage/details", changing, async (request, reply) => {
    const parsed = rememberedDetails.safeParse(request.body ?? {}, { error: plainErrors });
    if (!parsed.success)
      return refuse(reply, 400, "The details were not saved", fieldProblems(parsed.error));
    const found = await signedIn(request, reply);
    if (!found) return reply;
    const { name, ...rest } = parsed.data;
    const updated = await store.updateShopperDetails(found.site.slug, found.shopper.id, {
      first_name: name,
      ...rest,
    });
    return {
      details: { phone: found.shopper.phone, name, ...rest },
      updated_at: updated?.updated_at,
    };
  });

  app.get("/api/garage/export", reading, async (request, reply) => {
    const found = await signedIn(request, reply);
    if (!found) return reply;
    const data = await store.exportShopperData(found.site.slug, found.shopper);
    reply.header("content-disposition", `attachment; filename="${found.site.slug}-my-data.json"`);
    return { site: found.site.slug, exported_at: new Date().toISOString(), ...data };
  });

  app.post("/api/garage/delete-account", changing, async (request, reply) => {
    const found = await signedIn(request, reply);
    if (!found) return reply;
    await store.eraseShopper(found.site.slug, found.shopper);
    await endSessionOf(request, reply);
    return { deleted: true };
  });
}

/** Sends a garage address the site does not use to the one it does (`auth.garagePath`). */
function registerGarageAliases(app: FastifyInstance, context: ServerContext): void {
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET") return;
    const [path = "/", query] = request.url.split("?");
    const clean = path.length > 1 ? path.replace(/\/+$/, "") : path;
    const picked = context.siteFor(request).auth.garagePath;
    if (!isGaragePath(clean) || clean === picked) return;
    return reply.redirect(query ? `${picked}?${query}` : picked, 301);
  });
}

/** The garage API and addresses, with the lead API's refusals for bodies that cannot be read. */
export function garagePlugin() {
  return async (app: FastifyInstance, context: ServerContext): Promise<void> => {
    registerGarageAliases(app, context);
    await app.register(async (scoped) => {
      scoped.setErrorHandler(apiErrorHandler);
      registerGarageRoutes(scoped, context);
    });
  };
}
