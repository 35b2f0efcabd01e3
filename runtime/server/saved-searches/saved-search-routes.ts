import { savedSearchMessages } from "@storefront/rules/shopper/saved-search-alerts";
import { plainErrors } from "@storefront/schemas";
import { saveSearchRequest } from "@storefront/schemas/shopper/saved-search";
import type { FastifyInstance, FastifyReply } from "fastify";
import { sameOriginOnly } from "../auth/origin-check.ts";
import { shopperOf } from "../auth/shopper-of.ts";
import type { ServerContext } from "../http/app.ts";
import { apiErrorHandler, fieldProblems } from "../leads/request-problems.ts";
import { unsubscribePath } from "./alert-message.ts";
import { savedSearchSummary as summary } from "./saved-search-summary.ts";
import { searchMatches } from "./search-matches.ts";
import { unsubscribePage } from "./unsubscribe-page.ts";
import { unsubscribeTokens } from "./unsubscribe-token.ts";

const failed = (reply: FastifyReply, status: number, error: string, extra: object = {}) =>
  reply.code(status).send({ success: false, error, ...extra });

/**
 * The signed-in shopper's saved searches: `POST /api/saved-searches` saves the search page they
 * are on (what it matches now is what they know of) with the email given, else the one the
 * shopper signed in with, else that of their last saved search; `GET` lists them,
 * `DELETE .../{id}` removes one. The unsubscribe link of an alert stops that search's alerts with no sign-in.
 */
async function registerSavedSearchRoutes(app: FastifyInstance, context: ServerContext) {
  const tokens = await unsubscribeTokens(context.store);
  const api = { onRequest: context.rateLimits.api };

  app.post(
    "/api/saved-searches",
    { ...api, preHandler: sameOriginOnly, bodyLimit: 8 * 1024 },
    async (request, reply) => {
      const parsed = saveSearchRequest.safeParse(request.body ?? {}, { error: plainErrors });
      if (!parsed.success) {
        const problems = fieldProblems(parsed.error);
        const error = problems.map((problem) => `${problem.path}: ${problem.message}`).join("; ");
        return failed(reply, 400, error, { problems });
      }
      const shopper = await shopperOf(request);
      if (!shopper) return failed(reply, 401, savedSearchMessages.signedOut);
      const site = context.siteFor(request);
      const email =
        parsed.data.email ??
        (await context.store.shopperByPhone(site.slug, shopper.phone))?.email ??
        (await context.store.savedSearchesOf(site.slug, shopper.userId))[0]?.email;
      if (!email)
        return failed(reply, 400, savedSearchMessages.emailNeeded, {
          problems: [{ path: "email", message: savedSearchMessages.emailNeeded }],
        });
      const origin = `${request.protocol}://${request.host}`;
      const { path, query, title } = parsed.data;
      const matches = await searchMatches(site, context.engines, { origin, path, query });
      if (!matches) {
        const message = "This site has no search at that path";
        return failed(reply, 400, `path: ${message}`, { problems: [{ path: "path", message }] });
      }
      const saved = await context.store.saveSearch(site.slug, {
        userId: shopper.userId,
        title,
        origin,
        path,
        query,
        email,
        phone: shopper.phone,
        knownMatches: Object.fromEntries(matches.map((car) => [car.id, car.price])),
      });
      return reply.code(201).send({ success: true, saved_search: summary(saved) });
    },
  );

  app.get("/api/saved-searches", api, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const shopper = await shopperOf(request);
    if (!shopper) return failed(reply, 401, savedSearchMessages.signedOut);
    const site = context.siteFor(request);
    const searches = await context.store.savedSearchesOf(site.slug, shopper.userId);
    return { saved_searches: searches.map(summary) };
  });

  app.delete<{ Params: { id: string } }>(
    "/api/saved-searches/:id",
    { ...api, preHandler: sameOriginOnly },
    async (request, reply) => {
      const shopper = await shopperOf(request);
      if (!shopper) return failed(reply, 401, savedSearchMessages.signedOut);
      const site = context.siteFor(request);
      const deleted = await context.store.deleteSavedSearch(
        site.slug,
        shopper.userId,
        request.params.id,
      );
      if (!deleted) return failed(reply, 404, "You have no saved search with that id.");
      return { success: true };
    },
  );

  /** Stops the alerts the token names, if it is this site's; answers whether it did. */
  const unsubscribe = async (token: unknown, siteSlug: string) => {
    const named = typeof token === "string" ? tokens.read(token) : undefined;
    if (!named || named.site !== siteSlug) return false;
    return context.store.stopSearchAlerts(siteSlug, named.savedSearchId);
  };
  type Unsubscribe = { Querystring: { token?: string } };

  // Opened from the email: one click stops the alerts, with no sign-in.
  app.get<Unsubscribe>(unsubscribePath, api, async (request, reply) => {
    const site = context.siteFor(request);
    const stopped = await unsubscribe(request.query.token, site.slug);
    return reply
      .code(stopped ? 200 : 404)
      .header("cache-control", "no-store")
      .header("x-robots-tag", "noindex")
      .type("text/html; charset=utf-8")
      .send(
        unsubscribePage(
          site,
          stopped ? savedSearchMessages.unsubscribed : savedSearchMessages.badLink,
        ),
      );
  });

  // A mail program's one-click unsubscribe (RFC 8058), posted with the List-Unsubscribe address.
  app.post<Unsubscribe>(unsubscribePath, api, async (request, reply) => {
    const stopped = await unsubscribe(request.query.token, context.siteFor(request).slug);
    if (!stopped) return failed(reply, 404, savedSearchMessages.badLink);
    return { success: true };
  });
}

/** The saved-search API, with the lead API's refusals for bodies that cannot be read. */
export function savedSearchesPlugin() {
  return async (app: FastifyInstance, context: ServerContext): Promise<void> => {
    await app.register(async (scoped) => {
      scoped.setErrorHandler(apiErrorHandler);
      // Mail programs post one-click unsubscribes as a form; the token is in the address.
      scoped.addContentTypeParser(
        "application/x-www-form-urlencoded",
        { parseAs: "string", bodyLimit: 1024 },
        (_request, body, done) => done(null, body),
      );
      await registerSavedSearchRoutes(scoped, context);
    });
  };
}
