import { webhookPath } from "../../server/checkout/checkout-plugin.ts";
import { stripeTestApi } from "../../server/checkout/stripe-test-api.ts";

/**
 * The journeys' site taking deposits through Stripe (scripts/lib/e2e-server.mjs serves it when
 * STRIPE_API_URL is set) and the local stand-in for Stripe's API and Stripe.js it pays through,
 * on a fixed loopback port derived from the storefront's (checkouts on other ports do not meet).
 */
const depositsHost = "deposits.localhost";

const keys = (serverPort: number) => ({
  port: serverPort + 26_000,
  secretKey: "sk_test_e2e_deposits",
  publishableKey: "pk_test_e2e_deposits",
  webhookSecret: `whsec_${Buffer.from("e2e-stripe-webhook-signing-key!!").toString("base64")}`,
});

/** The storefront's environment naming the stand-in (playwright.config.ts passes it on). */
export function stripeStandInEnv(serverPort: number): Record<string, string> {
  const { port, secretKey, publishableKey, webhookSecret } = keys(serverPort);
  return {
    STRIPE_API_URL: `http://127.0.0.1:${port}`,
    STOREFRONT_STRIPE_JS_URL: `http://127.0.0.1:${port}/stripe.js`,
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_PUBLISHABLE_KEY: publishableKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
  };
}

/** Starts the stand-in; its signed webhooks go to the deposits site on the storefront. */
export async function startStripeStandIn(serverPort: number) {
  const stripe = await stripeTestApi(keys(serverPort));
  stripe.sendWebhooksTo(
    `http://127.0.0.1:${serverPort}${webhookPath}`,
    `${depositsHost}:${serverPort}`,
  );
  return stripe;
}

/** The deposits site's origin on the journeys' server (`http://deposits.localhost:4173`). */
export function depositsOrigin(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? "http://127.0.0.1");
  url.hostname = depositsHost;
  return url.origin;
}
