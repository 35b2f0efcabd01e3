import type { SiteDefinition } from "@storefront/schemas";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../http/app.ts";
import { apiErrorHandler } from "../leads/request-problems.ts";
import { registerCheckoutRoutes } from "./checkout-routes.ts";
import {
  type PaymentEnvironment,
  type PaymentProvider,
  paymentProviderFor,
} from "./payment-provider.ts";
import { type ReservationPayments, reservationPayments } from "./reservation-payments.ts";

export const webhookPath = "/api/payments/stripe/webhook";

export type CheckoutOptions = {
  /** Where payment keys come from; the process's environment by default. */
  env?: PaymentEnvironment;
  /** How often lapsed reservations are ended (and their deposits refunded). */
  sweepEveryMs?: number;
};

const paymentsKey = Symbol("reservationPayments");

/** The reservation payments of the server, for the studio's Leads view. */
export const paymentsOf = (app: FastifyInstance): ReservationPayments | undefined =>
  (app as unknown as Record<symbol, ReservationPayments | undefined>)[paymentsKey];

/**
 * Reserving a car online: the checkout API, the payment provider's webhook (its signature
 * checked by the provider's library, the raw body read as sent) and the sweep that ends lapsed
 * reservations once a minute.
 */
export function checkoutPlugin(options: CheckoutOptions = {}) {
  return async (app: FastifyInstance, context: ServerContext): Promise<void> => {
    const env = options.env ?? process.env;
    const providers = new Map<string, PaymentProvider | undefined>();
    const providerFor = (site: SiteDefinition) => {
      if (!providers.has(site.slug)) providers.set(site.slug, paymentProviderFor(site, env));
      return providers.get(site.slug);
    };
    // A site that names a provider without its keys fails at start-up, not at a shopper's payment.
    for (const site of context.sites) providerFor(site);
    const log = app.log.child({ component: "reservations" });
    const payments = reservationPayments(context, providerFor, log);
    app.decorate(paymentsKey, payments);

    await app.register(async (scoped) => {
      scoped.setErrorHandler(apiErrorHandler);
      registerCheckoutRoutes(scoped, context, { providerFor });
    });

    await app.register(async (scoped) => {
      scoped.setErrorHandler(apiErrorHandler);
      scoped.addContentTypeParser(
        "application/json",
        { parseAs: "string" },
        (_request, body, done) => done(null, body),
      );
      scoped.post(webhookPath, { bodyLimit: 512 * 1024 }, async (request, reply) => {
        const provider = providerFor(context.siteFor(request));
        if (!provider) return reply.code(404).send({ error: "This site takes no payments" });
        let notice: ReturnType<PaymentProvider["readWebhook"]>;
        try {
          const signature = request.headers["stripe-signature"];
          notice = provider.readWebhook(
            String(request.body),
            typeof signature === "string" ? signature : undefined,
          );
        } catch {
          return reply.code(400).send({ error: "The webhook's signature does not verify" });
        }
        await payments.onNotice(provider, notice);
        return { received: true };
      });
    });

    let sweeper: NodeJS.Timeout | undefined;
    const sweep = () =>
      payments.expireDue().catch((error: unknown) => log.error({ err: error }, "Sweep failed"));
    app.addHook("onReady", async () => {
      await sweep();
      sweeper = setInterval(sweep, options.sweepEveryMs ?? 60_000);
      sweeper.unref();
    });
    app.addHook("preClose", async () => clearInterval(sweeper));
  };
}
