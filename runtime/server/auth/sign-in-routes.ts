import { resendAfterSeconds, signInMessages } from "@storefront/rules/shopper/sign-in";
import { plainErrors, type SiteDefinition } from "@storefront/schemas";
import { mobilePhoneMessage, normaliseMobilePhone } from "@storefront/schemas/mobile-phone";
import {
  rateLimitRequest,
  sendCodeRequest,
  verifyCodeRequest,
} from "@storefront/schemas/shopper/sign-in";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { ServerContext } from "../http/app.ts";
import { forgetSender, senderTokenOf } from "../leads/lead-sender.ts";
import { fieldProblems } from "../leads/request-problems.ts";
import type { CodeProvider } from "./code-provider.ts";
import { sameOriginOnly } from "./origin-check.ts";
import { codeMatches, hashCode, newCode, tokenHash } from "./secrets.ts";
import type { ShopperSessions } from "./shopper-sessions.ts";
import {
  checksPerCode,
  codeValidMs,
  hourMs,
  resendAfterMs,
  type SignInLimits,
} from "./sign-in-limits.ts";

export type SignInRouteOptions = {
  provider: CodeProvider;
  sessions: ShopperSessions;
  limits: SignInLimits;
  /** Called with each code the server makes (the journeys' code reader). */
  onCode?: (site: string, phone: string, code: string) => void;
};

const bodyLimit = 4 * 1024;

function parsed<T extends z.ZodType>(schema: T, body: unknown, reply: FastifyReply) {
  const result = schema.safeParse(body ?? {}, { error: plainErrors });
  if (result.success) return result.data as z.output<T>;
  const problems = fieldProblems(result.error);
  void reply.code(400).send({
    error: problems.map((problem) => `${problem.path}: ${problem.message}`).join("; "),
    problems,
  });
  return undefined;
}

/** The dealership for the verification log: the one named if it is the site's, else a single-dealership site's own. */
function dealershipOf(site: SiteDefinition, named: string | undefined): string | null {
  if (named && site.dealerships.some((dealership) => dealership.slug === named)) return named;
  return site.dealerships.length === 1 ? (site.dealerships[0]?.slug ?? null) : null;
}

const tooMany = (reply: FastifyReply, extra: object = {}) =>
  reply.code(429).send({ error: signInMessages.tooManyAttempts, ...extra });

/** The sign-in endpoints: codes, verification, sessions and the checks the forms make. */
export function registerSignInRoutes(
  app: FastifyInstance,
  context: ServerContext,
  options: SignInRouteOptions,
): void {
  const { store } = context;
  const { provider, sessions, limits } = options;

  /**
   * Whether the phone or the address has asked for too many codes this hour: `before` a
   * request (`/api/rate-limit`), or counting a request just recorded (`past`).
   */
  const overLimit = async (
    site: string,
    phone: string,
    request: FastifyRequest,
    counting: "before" | "past",
  ) => {
    const counts = await store.countCodeRequests(
      site,
      { phone, ip: request.ip },
      new Date(Date.now() - hourMs),
    );
    const over = (count: number, limit: number) =>
      limit > 0 && (counting === "before" ? count >= limit : count > limit);
    return (
      over(counts.phone, limits.codesPerPhonePerHour) ||
      over(counts.ip, limits.codesPerAddressPerHour)
    );
  };

  app.post(
    "/api/sign-in/send-code",
    { bodyLimit, onRequest: [context.rateLimits.api, sameOriginOnly] },
    async (request, reply) => {
      const body = parsed(sendCodeRequest, request.body, reply);
      if (!body) return reply;
      const site = context.siteFor(request);
      const phone = body.phone_number;
      const now = new Date();
      // Counted before the code is made, so many requests at once cannot all pass the limits.
      await store.recordCodeRequest(site.slug, { phone, ip: request.ip }, now);
      if (await overLimit(site.slug, phone, request, "past")) return tooMany(reply);

      const expiresAt = new Date(now.getTime() + codeValidMs);
      const code = provider.kind === "own-code" ? newCode() : undefined;
      const claimed = await store.saveOneTimeCode(
        site.slug,
        { phone, codeHash: code ? hashCode(code) : null, sentAt: now, expiresAt },
        resendAfterMs,
      );
      if (!claimed) {
        const previous = await store.oneTimeCodeOf(site.slug, phone);
        const waitMs = previous ? Date.parse(previous.sent_at) + resendAfterMs - now.getTime() : 0;
        return tooMany(reply, { resendAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });
      }
      try {
        if (provider.kind === "own-code" && code) {
          await provider.deliver({ phone, code, siteName: site.name });
          options.onCode?.(site.slug, phone, code);
        } else if (provider.kind === "verify-service") await provider.send(phone);
      } catch (error) {
        request.log.error({ err: error, provider: provider.name }, "sign-in code not sent");
        // The shopper may ask again at once: the code that was not sent is no code.
        await store.deleteOneTimeCode(site.slug, phone);
        return reply.code(502).send({ error: signInMessages.sendFailed });
      }
      return { sent: true, resendAfterSeconds };
    },
  );

  app.post(
    "/api/sign-in/verify",
    { bodyLimit, onRequest: [context.rateLimits.api, sameOriginOnly] },
    async (request, reply) => {
      const body = parsed(verifyCodeRequest, request.body, reply);
      if (!body) return reply;
      const site = context.siteFor(request);
      const phone = body.phone_number;
      const invalid = () => reply.code(400).send({ error: signInMessages.invalidCode });
      const stored = await store.takeCodeCheck(site.slug, phone, checksPerCode);
      if (!stored) return invalid();
      let approved: boolean;
      if (provider.kind === "own-code")
        approved = stored.code_hash !== null && codeMatches(stored.code_hash, body.code);
      else
        try {
          approved = await provider.check(phone, body.code);
        } catch (error) {
          request.log.error({ err: error, provider: provider.name }, "sign-in code not checked");
          return reply.code(502).send({ error: signInMessages.verificationError });
        }
      if (!approved) return invalid();

      const { token, session } = sessions.renewal(request);
      const sender = senderTokenOf(request);
      const shopper = await store.completeSignIn(site.slug, {
        shopper: { phone, firstName: body.first_name, lastName: body.last_name, email: body.email },
        verification: {
          dealershipSlug: dealershipOf(site, body.dealership_slug),
          verificationType: provider.kind === "own-code" ? "sms" : "verify",
        },
        session,
        senderHash: sender ? tokenHash(sender) : undefined,
      });
      sessions.sendCookie(request, reply, token);
      if (sender) forgetSender(request, reply);
      return { user: { id: shopper.id, phone: shopper.phone } };
    },
  );

  app.post(
    "/api/sign-out",
    { onRequest: [context.rateLimits.api, sameOriginOnly] },
    async (request, reply) => {
      await sessions.end(request, reply);
      return reply.code(204).send();
    },
  );

  app.get("/api/session", { onRequest: context.rateLimits.api }, async (request, reply) => {
    const shopper = await sessions.shopperOf(request);
    reply.header("cache-control", "no-store");
    return { user: shopper ? { id: shopper.userId, phone: shopper.phone } : null };
  });

  app.post(
    "/api/rate-limit",
    { bodyLimit, onRequest: context.rateLimits.api },
    async (request, reply) => {
      const body = parsed(rateLimitRequest, request.body, reply);
      if (!body) return reply;
      if (await overLimit(context.siteFor(request).slug, body.phone, request, "before"))
        return tooMany(reply);
      return { ok: true };
    },
  );

  app.get(
    "/api/check-if-contact-exists",
    { onRequest: context.rateLimits.api },
    async (request, reply) => {
      const raw = (request.query as { phone_number?: unknown }).phone_number;
      const phone = typeof raw === "string" ? normaliseMobilePhone(raw) : undefined;
      if (!phone)
        return reply.code(400).send({
          data: null,
          error: `phone_number: ${mobilePhoneMessage}`,
        });
      const shopper = await store.shopperByPhone(context.siteFor(request).slug, phone);
      reply.header("cache-control", "no-store");
      return { data: { exists: shopper !== undefined }, error: null };
    },
  );
}
