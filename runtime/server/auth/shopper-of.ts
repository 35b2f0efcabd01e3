import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ShopperSessions, SignedInShopper } from "./shopper-sessions.ts";

const sessionsKey = Symbol("shopperSessions");

/** Makes the sign-in plugin's sessions readable by every route of the server. */
export function provideShopperSessions(app: FastifyInstance, sessions: ShopperSessions): void {
  app.decorate(sessionsKey, sessions);
}

const sessionsOf = (request: FastifyRequest) =>
  (request.server as unknown as Record<symbol, ShopperSessions | undefined>)[sessionsKey];

/** As `shopperOf`, on a server that may have no sign-in (where nobody is signed in): the lead API. */
export function shopperIfAny(request: FastifyRequest): Promise<SignedInShopper | null> {
  return sessionsOf(request)?.shopperOf(request) ?? Promise.resolve(null);
}

/**
 * The signed-in shopper of the request's site, or null when signed out (or signed in on
 * another site only). For endpoints that need a shopper, such as the watchlist.
 */
export function shopperOf(request: FastifyRequest): Promise<SignedInShopper | null> {
  const sessions = sessionsOf(request);
  if (!sessions)
    throw new Error(
      "shopperOf needs the sign-in plugin (signInPlugin in runtime/server/plugins.ts)",
    );
  return sessions.shopperOf(request);
}

/** Ends the request's session and clears its cookie (after the shopper's account is deleted). */
export async function endSessionOf(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await sessionsOf(request)?.end(request, reply);
}
