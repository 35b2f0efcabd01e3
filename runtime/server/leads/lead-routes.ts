import { type LeadPayload, leadHoneypotField, parseLead } from "@storefront/schemas";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { shopperIfAny } from "../auth/shopper-of.ts";
import type { ServerContext } from "../http/app.ts";
import { idempotencyHeader, readIdempotencyKey } from "./idempotency-key.ts";
import { leadDealership, leadDestinations } from "./lead-destinations.ts";
import { senderHashOf } from "./lead-sender.ts";
import { fieldProblems, refuse } from "./request-problems.ts";
import { spamProblem } from "./spam-checks.ts";

/** A lead is a few kilobytes; 64 KB leaves room for a long visit's pages. */
const leadBodyLimit = 64 * 1024;

export type LeadRouteOptions = { minimumFillMs?: number };

/** What is kept of a lead: its fields without the spam defences' own. */
function keptLead(lead: LeadPayload, request: FastifyRequest) {
  const {
    [leadHoneypotField]: _honeypot,
    form_opened_at: _opened,
    form_sent_at: _sent,
    ...kept
  } = lead;
  const userAgent = request.headers["user-agent"];
  return { ...kept, user_agent: kept.user_agent ?? userAgent };
}

/**
 * `POST /api/leads`: a lead from the site's forms or another system. It answers 201
 * `{ lead_id }` only once the lead and its deliveries are committed.
 */
export function registerLeadRoutes(
  app: FastifyInstance,
  context: ServerContext,
  options: LeadRouteOptions = {},
): void {
  app.post(
    "/api/leads",
    // The answer is a few bytes: no compression hooks to run on it.
    { bodyLimit: leadBodyLimit, onRequest: context.rateLimits.leads, compress: false },
    async (request, reply) => {
      const refused = (status: number, ...problems: { path: string; message: string }[]) =>
        refuse(reply, status, "The lead was not saved", problems);
      const { key, problem: keyProblem } = readIdempotencyKey(
        request.headers[idempotencyHeader.toLowerCase()],
      );
      if (keyProblem) return refused(400, keyProblem);
      const parsed = parseLead(request.body);
      if (!parsed.success) return refused(400, ...fieldProblems(parsed.error));
      const lead = parsed.data;
      const site = context.siteFor(request);
      const { dealership, problem } = leadDealership(site, lead, context.stock.catalogueFor(site));
      if (problem) return refused(400, problem);
      const spam = spamProblem(lead, Date.now(), options.minimumFillMs);
      if (spam) return refused(400, spam);

      const kept = keptLead(lead, request);
      const shopper = await shopperIfAny(request);
      const saved = await context.store.saveLead(
        site.slug,
        {
          category: kept.category,
          dealershipSlug: dealership?.slug ?? kept.dealership_slug,
          carId: kept.car_id,
          name: kept.name,
          email: kept.email,
          phone: kept.phone,
          userId: shopper?.userId,
          senderHash: shopper ? undefined : senderHashOf(request, reply),
          claimPhone: shopper ? undefined : kept.phone,
          payload: kept,
          destinations: leadDestinations(site, dealership),
        },
        { idempotency: key ? { key } : undefined },
      );
      if (saved.outcome === "key-reused")
        return refused(422, {
          path: idempotencyHeader,
          message:
            "This key was sent with a different lead in the last 24 hours; send a new key with each new lead",
        });
      if (saved.outcome === "repeated") reply.header("idempotent-replayed", "true");
      return reply.code(201).send({ lead_id: saved.leadId });
    },
  );
}
