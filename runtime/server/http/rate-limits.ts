import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, onRequestHookHandler } from "fastify";

/** Requests a minute one client may make to each public API (0 turns a limit off). */
export type RateLimits = {
  searchPerMinute: number;
  apiPerMinute: number;
  leadsPerMinute: number;
  photosPerMinute: number;
};

/**
 * A shopper's search page sends two to four searches per filter change and a few more while
 * typing; 1,200 a minute is twenty a second, well above a person and well below a scraper.
 */
/*
 * A results page asks for 21 photos and a vehicle page for its gallery's; browsers keep each
 * for a year, so 600 a minute leaves a fast browser room while a script resizing the whole
 * stock is slowed to ten a second.
 *
 * A person sends a lead or two a visit; 30 a minute from one address leaves room for an office
 * behind one address while a script posting leads is stopped within a minute.
 */
export const defaultRateLimits: RateLimits = {
  searchPerMinute: 1200,
  apiPerMinute: 300,
  leadsPerMinute: 30,
  photosPerMinute: 600,
};

export type RateLimitHooks = {
  search: onRequestHookHandler;
  api: onRequestHookHandler;
  leads: onRequestHookHandler;
  photos: onRequestHookHandler;
};

const unlimited: onRequestHookHandler = (_request, _reply, done) => done();

/**
 * Per-client limits on the public APIs, keyed by the client's address (the proxy's client
 * address only when proxy headers are trusted). A client past its limit gets 429 with a
 * message saying the limit and when to try again, and a Retry-After header.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  limits: RateLimits | false,
): Promise<RateLimitHooks> {
  if (!limits) return { search: unlimited, api: unlimited, leads: unlimited, photos: unlimited };
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests from this address: at most ${context.max} a minute. Try again in ${context.after}.`,
    }),
  });
  const hook = (max: number, groupId: string) =>
    max > 0
      ? (app.rateLimit({ max, timeWindow: 60_000, groupId }) as onRequestHookHandler)
      : unlimited;
  return {
    search: hook(limits.searchPerMinute, "search"),
    api: hook(limits.apiPerMinute, "api"),
    leads: hook(limits.leadsPerMinute, "leads"),
    photos: hook(limits.photosPerMinute, "photos"),
  };
}
