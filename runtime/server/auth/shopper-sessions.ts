import type { SiteDefinition } from "@storefront/schemas";
import { parseCookie, stringifySetCookie } from "cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Store } from "../store/open-store.ts";
import { newSessionToken, tokenHash } from "./secrets.ts";
import { sessionDays } from "./sign-in-limits.ts";

const sessionCookie = "shopper_session";

/** The signed-in shopper of a request, as other endpoints see them. */
export type SignedInShopper = { userId: string; phone: string };

const tokenOf = (request: FastifyRequest) => {
  const header = request.headers.cookie;
  return header ? parseCookie(header)[sessionCookie] : undefined;
};

/** Sessions kept in the store, named by an HTTP-only cookie of the site that started them. */
export function shopperSessions(
  store: Store,
  siteFor: (request: FastifyRequest) => SiteDefinition,
) {
  return {
    async shopperOf(request: FastifyRequest): Promise<SignedInShopper | null> {
      const token = tokenOf(request);
      if (!token) return null;
      const shopper = await store.sessionShopper(siteFor(request).slug, tokenHash(token));
      return shopper ? { userId: shopper.id, phone: shopper.phone } : null;
    },

    /** Ends the request's session, if any, and starts a new one: a session id is never reused across a sign-in. */
    async rotate(request: FastifyRequest, reply: FastifyReply, shopperId: string): Promise<void> {
      const site = siteFor(request).slug;
      const old = tokenOf(request);
      if (old) await store.endSession(site, tokenHash(old));
      const token = newSessionToken();
      const maxAgeSeconds = sessionDays * 24 * 60 * 60;
      await store.startSession(site, {
        tokenHash: tokenHash(token),
        shopperId,
        expiresAt: new Date(Date.now() + maxAgeSeconds * 1000),
      });
      reply.header(
        "set-cookie",
        stringifySetCookie({
          name: sessionCookie,
          value: token,
          httpOnly: true,
          sameSite: "lax",
          secure: request.protocol === "https",
          path: "/",
          maxAge: maxAgeSeconds,
        }),
      );
    },

    async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const token = tokenOf(request);
      if (token) await store.endSession(siteFor(request).slug, tokenHash(token));
      reply.header(
        "set-cookie",
        stringifySetCookie({
          name: sessionCookie,
          value: "",
          httpOnly: true,
          sameSite: "lax",
          secure: request.protocol === "https",
          path: "/",
          maxAge: 0,
        }),
      );
    },
  };
}

export type ShopperSessions = ReturnType<typeof shopperSessions>;
