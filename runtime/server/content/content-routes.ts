import {
  offersPerPage,
  searchCacheEntries,
  searchOffers,
} from "@storefront/rules/offers/offer-search";
import { offerSearchParams } from "@storefront/schemas/search/offer-search";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../http/app.ts";
import { LruCache } from "../search/caches/lru-cache.ts";
import { listedVehicleSlugs, robotsTxt, sitemapPaths, sitemapXml } from "./sitemap.ts";

type OfferAnswer = ReturnType<typeof searchOffers>;

/**
 * `GET /sitemap.xml` and `GET /robots.txt` for the site the host names, and the offers search
 * `GET /api/offers?categories=&price_min=&price_max=&dealership_id=&page=`: the running offers,
 * 21 a page, its last 10 answers kept per site (as served: a reloaded definition starts afresh).
 */
export function contentPlugin() {
  return (app: FastifyInstance, context: ServerContext): void => {
    const originOf = (request: { protocol: string; host: string }) =>
      `${request.protocol}://${request.host}`;

    app.get("/sitemap.xml", async (request, reply) => {
      const site = context.siteFor(request);
      const now = new Date();
      const listed = listedVehicleSlugs(site, context.stock.catalogueFor(site), now);
      const paths = sitemapPaths(site, context.stock.slugsFor(site), listed, now);
      return reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(sitemapXml(originOf(request), paths));
    });

    app.get("/robots.txt", async (request, reply) =>
      reply
        .type("text/plain; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(robotsTxt(originOf(request))),
    );

    const caches = new WeakMap<object, LruCache<{ minute: string; answer: OfferAnswer }>>();
    app.get("/api/offers", { onRequest: context.rateLimits.api }, async (request, reply) => {
      const parsed = offerSearchParams.safeParse(request.query);
      if (!parsed.success) {
        const problems = parsed.error.issues.map((issue) => ({
          path: issue.path.join(".") || "query",
          message: issue.message,
        }));
        const message = problems.map((problem) => `${problem.path}: ${problem.message}`).join("; ");
        return reply.code(400).send({ message, status: 400, problems });
      }
      const site = context.siteFor(request);
      const now = new Date();
      // An answer holds for the minute it was made in: an offer ends at a day's end.
      const minute = now.toISOString().slice(0, 16);
      let cache = caches.get(site);
      if (!cache) {
        cache = new LruCache(searchCacheEntries, () => 1);
        caches.set(site, cache);
      }
      const key = JSON.stringify(parsed.data);
      const kept = cache.get(key);
      const answer =
        kept?.minute === minute ? kept.answer : searchOffers(site.offers, parsed.data, site, now);
      if (kept?.minute !== minute) cache.set(key, { minute, answer });
      return reply.header("cache-control", "public, max-age=60").send({
        hits: answer.offers,
        page: answer.page,
        nbPages: answer.pages,
        nbHits: answer.total,
        hitsPerPage: offersPerPage,
      });
    });
  };
}
