import { parseCookie, stringifySetCookie } from "cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { newSessionToken, tokenHash } from "../auth/secrets.ts";
import { leadSenderDays } from "../store/leads/lead-senders.ts";

/**
 * The browser that sends leads signed out: an HTTP-only cookie holding a random token, whose
 * hash is kept with each such lead, so signing in on that browser can link them to the garage.
 */
const senderCookie = "lead_sender";

/** A token as newSessionToken makes it: 32 random bytes, base64url. */
const senderToken = z.string().regex(/^[\w-]{43}$/);

const cookieOptions = (request: FastifyRequest) =>
  ({
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    path: "/",
  }) as const;

/** The request's sender token, if it holds a well-formed one. */
export function senderTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const parsed = senderToken.safeParse(parseCookie(header)[senderCookie]);
  return parsed.success ? parsed.data : undefined;
}

/** The hash to keep with a lead sent signed out; a browser without a token is given one. */
export function senderHashOf(request: FastifyRequest, reply: FastifyReply): string {
  let token = senderTokenOf(request);
  if (!token) {
    token = newSessionToken();
    reply.header(
      "set-cookie",
      stringifySetCookie({
        name: senderCookie,
        value: token,
        ...cookieOptions(request),
        maxAge: leadSenderDays * 24 * 60 * 60,
      }),
    );
  }
  return tokenHash(token);
}

/** Removes the browser's token once a sign-in has claimed its leads. */
export function forgetSender(request: FastifyRequest, reply: FastifyReply): void {
  reply.header(
    "set-cookie",
    stringifySetCookie({ name: senderCookie, value: "", ...cookieOptions(request), maxAge: 0 }),
  );
}
