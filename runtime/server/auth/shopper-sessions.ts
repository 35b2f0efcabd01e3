import type { SiteDefinition } from "@storefront/schemas";
import { parseCookie, stringifySetCookie } from "cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Store } from "../store/open-store.ts";
import { newSessionToken, tokenHash } from "./secrets.ts";
import { sessionDays } from "./sign-in-limits.ts";

const sessionCookie = "shopper_session";
const sessionMaxAgeSeconds = sessionDays * 24 * 60 * 60;

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

    /**
     * A new session for the request, to start as the shopper signs in: its token for the
     * cookie, and what the store keeps of it and of the request's old session, which ends (a
     * session id is never reused across a sign-in).
     */
    renewal(request: FastifyRequest) {
      const old = tokenOf(request);
      const token = newSessionToken();
      return {
        token,
        session: {
          tokenHash: tokenHash(token),
          expiresAt: new Date(Date.now() + sessionMaxAgeSeconds * 1000),
          endedHash: old ? tokenHash(old) : undefined,
        },
      };
    },

    /** Gives the browser the cookie of a session the store has started. */
    sendCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
      reply.header(
        "set-cookie",
        stringifySetCookie({
          name: sessionCookie,
          value: token,
          httpOnly: true,
          sameSite: "lax",
          secure: request.protocol === "https",
          path: "/",
          maxAge: sessionMaxAgeSeconds,
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
