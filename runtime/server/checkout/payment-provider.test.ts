import { siteDefinition } from "@storefront/schemas";
import { expect, it } from "vitest";
import { paymentProviderFor } from "./payment-provider.ts";

const site = (payments: object) =>
  siteDefinition.parse({
    version: 1,
    slug: "group",
    name: "Group Motors",
    template: "dealer-group",
    integrations: { payments },
  });

it("takes hold requests where the site names no provider, and refuses Stripe without its keys", () => {
  expect(paymentProviderFor(site({}), {})).toBeUndefined();
  const stripe = site({ provider: "stripe", secretKeyEnv: "GROUP_STRIPE_KEY" });
  expect(() => paymentProviderFor(stripe, {})).toThrow(
    "The environment variable GROUP_STRIPE_KEY (Stripe's secret key) is not set",
  );
  expect(() =>
    paymentProviderFor(stripe, { GROUP_STRIPE_KEY: "sk_test_1", STRIPE_PUBLISHABLE_KEY: "pk_1" }),
  ).toThrow("STRIPE_WEBHOOK_SECRET (Stripe's webhook secret)");
  const provider = paymentProviderFor(stripe, {
    GROUP_STRIPE_KEY: "sk_test_1",
    STRIPE_PUBLISHABLE_KEY: "pk_test_1",
    STRIPE_WEBHOOK_SECRET: "whsec_1",
  });
  expect(provider?.publishableKey).toBe("pk_test_1");
  expect(() => provider?.readWebhook('{"id":"evt_1"}', "t=1,v1=forged")).toThrow();
});
