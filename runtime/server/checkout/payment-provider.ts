import type { SiteDefinition } from "@storefront/schemas";
import Stripe from "stripe";
import { requiredVariable } from "../outbox/delivery-failure.ts";

/** A deposit's payment as the provider started it: the browser completes it with the secret. */
type StartedPayment = { reference: string; clientSecret: string };

/** What the provider said happened to a payment, from a webhook it signed. */
export type PaymentNotice =
  | { kind: "succeeded"; reference: string }
  | { kind: "failed"; reference: string }
  | { kind: "other"; type: string };

/** A payment provider that takes reservation deposits. */
export type PaymentProvider = {
  name: "stripe";
  /** The key the browser's payment form uses (never a secret). */
  publishableKey: string;
  /** Where the browser loads the provider's script from. */
  scriptUrl: string;
  startPayment: (payment: {
    /** One per attempt: a retry of the same attempt never charges twice. */
    attemptKey: string;
    amountCents: number;
    description: string;
    metadata: Record<string, string>;
  }) => Promise<StartedPayment>;
  refund: (payment: { reference: string; attemptKey: string }) => Promise<{ refundId: string }>;
  /** The notice in a webhook, once its signature is checked; throws when it does not verify. */
  readWebhook: (rawBody: string, signature: string | undefined) => PaymentNotice;
};

/** Stripe.js at Stripe's own address, the one `@stripe/stripe-js` loads. */
const stripeJsUrl = "https://js.stripe.com/endive/stripe.js";

class PaymentProviderError extends Error {}

/**
 * Stripe through its official library: PaymentIntents in AUD cents, an idempotency key per
 * attempt, webhooks checked with the library's signature check. `apiUrl` points the library
 * at another host (a local server that plays Stripe's API in tests).
 */
function stripeProvider(config: {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  apiUrl?: string | undefined;
  scriptUrl?: string | undefined;
}): PaymentProvider {
  const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === "https:" ? 443 : 80),
      protocol: api.protocol === "http:" ? "http" : "https",
    }),
  });
  const failed = (what: string) => (error: unknown) => {
    throw new PaymentProviderError(`Stripe could not ${what}`, { cause: error });
  };
  return {
    name: "stripe",
    publishableKey: config.publishableKey,
    scriptUrl: config.scriptUrl ?? stripeJsUrl,
    async startPayment(payment) {
      const intent = await stripe.paymentIntents
        .create(
          {
            amount: payment.amountCents,
            currency: "aud",
            description: payment.description,
            metadata: payment.metadata,
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey: `payment:${payment.attemptKey}` },
        )
        .catch(failed("start the payment"));
      if (!intent.client_secret) throw new PaymentProviderError("Stripe gave no client secret");
      return { reference: intent.id, clientSecret: intent.client_secret };
    },
    async refund(payment) {
      const refund = await stripe.refunds
        .create(
          { payment_intent: payment.reference },
          { idempotencyKey: `refund:${payment.attemptKey}` },
        )
        .catch(failed("refund the payment"));
      return { refundId: refund.id };
    },
    readWebhook(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature ?? "", config.webhookSecret);
      if (event.type === "payment_intent.succeeded")
        return { kind: "succeeded", reference: event.data.object.id };
      if (event.type === "payment_intent.payment_failed")
        return { kind: "failed", reference: event.data.object.id };
      return { kind: "other", type: event.type };
    },
  };
}

/** Where the server's payment providers come from: the environment it was started with. */
export type PaymentEnvironment = Readonly<Record<string, string | undefined>> & {
  /** Points Stripe's library at another host (tests only). */
  STRIPE_API_URL?: string | undefined;
  /** Where shoppers' browsers load Stripe.js from (tests serve a stand-in offline). */
  STOREFRONT_STRIPE_JS_URL?: string | undefined;
};

/** The site's payment provider, or undefined when it takes hold requests instead. */
export function paymentProviderFor(
  site: SiteDefinition,
  env: PaymentEnvironment,
): PaymentProvider | undefined {
  const settings = site.integrations.payments;
  if (settings.provider === "none") return undefined;
  return stripeProvider({
    secretKey: requiredVariable(env, settings.secretKeyEnv, "Stripe's secret key"),
    publishableKey: requiredVariable(env, settings.publishableKeyEnv, "Stripe's publishable key"),
    webhookSecret: requiredVariable(env, settings.webhookSecretEnv, "Stripe's webhook secret"),
    apiUrl: env.STRIPE_API_URL,
    scriptUrl: env.STOREFRONT_STRIPE_JS_URL,
  });
}
