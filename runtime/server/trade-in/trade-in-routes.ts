import { randomUUID } from "node:crypto";
import { onlineEstimateRule } from "@storefront/rules/trade-in/online-rule";
import { plainErrors } from "@storefront/schemas";
import {
  miscellaneousValuation,
  regoLookupRequest,
  type Valuation,
  valuationRequest,
} from "@storefront/schemas/leads/trade-in";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sameOriginOnly } from "../auth/origin-check.ts";
import { shopperOf } from "../auth/shopper-of.ts";
import type { ServerContext } from "../http/app.ts";
import { apiErrorHandler, fieldProblems, refuse } from "../leads/request-problems.ts";
import { valuationExpiry } from "../store/checkout/trade-in-valuations.ts";
import { carChoices } from "./car-choices.ts";
import {
  type TradeInAdapters,
  TradeInProviderError,
  tradeInAdaptersFromEnvironment,
} from "./trade-in-adapters.ts";

export const tradeInMessages = {
  noLookup: "This site has no rego lookup: choose the car instead.",
  lookupFailed: "The rego lookup is not working just now: choose the car instead.",
  valuationFailed: "The valuation could not be worked out just now. The dealer has your details.",
  unknownLead: "This site has no such trade-in lead",
  signedOut: "Sign in to see your valuations.",
  unknownValuation: "This site has no such valuation, or it has expired.",
  notTaken: "This site does not take valuations at /api/miscellaneous.",
} as const;

const failed = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send({ message, status });

function registerTradeInRoutes(
  app: FastifyInstance,
  context: ServerContext,
  adapters: TradeInAdapters,
): void {
  const posting = { preHandler: sameOriginOnly, bodyLimit: 8 * 1024 };
  const providerFailure = (request: FastifyRequest, error: unknown) => {
    if (!(error instanceof TradeInProviderError)) throw error;
    request.log.warn({ err: error.cause ?? error }, error.message);
  };

  app.get("/api/trade-in/options", { onRequest: context.rateLimits.api }, async (request) => {
    const site = context.siteFor(request);
    const stock = context.stock.catalogueFor(site).fields(["make", "model", "badge"]);
    return { regoLookup: adapters.regoLookup !== undefined, ...carChoices(site, stock) };
  });

  app.post(
    "/api/trade-in/rego-lookup",
    { ...posting, onRequest: context.rateLimits.api },
    async (request, reply) => {
      const parsed = regoLookupRequest.safeParse(request.body, { error: plainErrors });
      if (!parsed.success)
        return refuse(reply, 400, "The rego was not looked up", fieldProblems(parsed.error));
      if (!adapters.regoLookup) return failed(reply, 404, tradeInMessages.noLookup);
      try {
        return await adapters.regoLookup(context.siteFor(request), parsed.data);
      } catch (error) {
        providerFailure(request, error);
        return failed(reply, 502, tradeInMessages.lookupFailed);
      }
    },
  );

  app.post(
    "/api/trade-in/valuations",
    { ...posting, onRequest: context.rateLimits.leads },
    async (request, reply) => {
      const parsed = valuationRequest.safeParse(request.body, { error: plainErrors });
      if (!parsed.success)
        return refuse(reply, 400, "The car was not valued", fieldProblems(parsed.error));
      const { lead_id, car, km, adjustmentAnswers } = parsed.data;
      const site = context.siteFor(request);
      if (!(await context.store.findLead(site.slug, lead_id)))
        return refuse(reply, 404, "The car was not valued", [
          { path: "lead_id", message: tradeInMessages.unknownLead },
        ]);
      const now = new Date();
      let estimate: Awaited<ReturnType<TradeInAdapters["valuation"]>> | undefined;
      if (onlineEstimateRule({ year: car.year, km }, now).estimate) {
        // Only a comparable car's record is parsed, for its market data.
        const stock = context.stock
          .catalogueFor(site)
          .fields(["make", "model", "year", "km", "price"], ["autograb_data"]);
        try {
          estimate = await adapters.valuation(site, { car, km, adjustmentAnswers }, stock);
        } catch (error) {
          providerFailure(request, error);
          return failed(reply, 502, tradeInMessages.valuationFailed);
        }
      }
      const figure = estimate?.status === "estimate" ? estimate : undefined;
      const valuation: Valuation = {
        id: randomUUID(),
        lead_id,
        car,
        km,
        outcome: !estimate ? "outside-online-rule" : figure ? "estimate" : "no-estimate",
        low: figure?.low ?? null,
        high: figure?.high ?? null,
        confidence: figure?.confidence ?? null,
        comparables: figure?.comparables ?? null,
        created_at: now.toISOString(),
        expires_at: valuationExpiry(now).toISOString(),
      };
      const shopper = await shopperOf(request);
      await context.store.saveValuation(site.slug, valuation, shopper?.userId ?? null, now);
      return reply.code(201).send(valuation);
    },
  );

  /** The signed-in shopper's valuations of the last 7 days, or one of them by id. */
  app.get<{ Params: { id?: string } }>(
    "/api/trade-in/valuations/:id?",
    { onRequest: context.rateLimits.api },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const shopper = await shopperOf(request);
      if (!shopper) return failed(reply, 401, tradeInMessages.signedOut);
      const site = context.siteFor(request);
      const own = await context.store.valuationsOf(site.slug, shopper.userId);
      const { id } = request.params;
      if (!id) return { valuations: own.map(({ user_id: _user, ...valuation }) => valuation) };
      const found = own.find((valuation) => valuation.id === id);
      if (!found) return failed(reply, 404, tradeInMessages.unknownValuation);
      const { user_id: _user, ...valuation } = found;
      return valuation;
    },
  );

  app.post(
    "/api/miscellaneous",
    { ...posting, onRequest: context.rateLimits.api },
    async (request, reply) => {
      const site = context.siteFor(request);
      if (!site.vehiclePage.tradeInValuationPost)
        return failed(reply, 404, tradeInMessages.notTaken);
      const parsed = miscellaneousValuation.safeParse(request.body, { error: plainErrors });
      if (!parsed.success)
        return refuse(reply, 400, "The valuation was not kept", fieldProblems(parsed.error));
      const stored = await context.store.findValuation(site.slug, parsed.data.id);
      if (!stored || stored.lead_id !== parsed.data.lead_id)
        return failed(reply, 404, tradeInMessages.unknownValuation);
      await context.store.acceptValuation(site.slug, parsed.data.id);
      return { success: true };
    },
  );
}

/**
 * The trade-in valuation API: the car choices, the rego lookup, valuations (kept 7 days, the
 * signed-in shopper's own readable again) and `POST /api/miscellaneous` on sites that post
 * valuations. Adapters come from the environment unless given.
 */
export function tradeInPlugin(given?: TradeInAdapters) {
  return async (app: FastifyInstance, context: ServerContext): Promise<void> => {
    const adapters = given ?? tradeInAdaptersFromEnvironment();
    await app.register(async (scoped) => {
      scoped.setErrorHandler(apiErrorHandler);
      registerTradeInRoutes(scoped, context, adapters);
    });
  };
}
