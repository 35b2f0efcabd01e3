import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ShopperSessions, SignedInShopper } from "./shopper-sessions.ts";

const sessionsKey = Symbol("shopperSessions");

/** Makes the sign-in plugin's sessions readable by every route of the server. */
export function provideShopperSessions(app: FastifyInstance, sessions: ShopperSessions): void {
  app.decorate(sessionsKey, sessions);
}

/**
 * The signed-in shopper of the request's site, or null when signed out (or signed in on
 * another site only). For endpoints that need a shopper, such as the watchlist.
 */
export function shopperOf(request: FastifyRequest): Promise<SignedInShopper | null> {
  const sessions = (request.server as unknown as Record<symbol, ShopperSessions | undefined>)[
    sessionsKey
  ];
  if (!sessions)
    throw new Error(
      "shopperOf needs the sign-in plugin (signInPlugin in runtime/server/plugins.ts)",
    );
  return sessions.shopperOf(request);
}
