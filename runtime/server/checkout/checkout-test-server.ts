import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { siteDefinition, type VehicleRecord } from "@storefront/schemas";
import type { FastifyInstance } from "fastify";
import { signInPlugin } from "../auth/sign-in-plugin.ts";
import { printingCodeProvider, signInThrough } from "../auth/sign-in-test-server.ts";
import { numberedTestCar, testServer, testSiteWith } from "../http/test-server.ts";
import { leadsPlugin } from "../leads/leads-plugin.ts";
import { leadDeliveryPlugin } from "../outbox/delivery-plugin.ts";
import { smtpInbox, webhookReceiver } from "../outbox/test-receivers.ts";
import { searchPlugin } from "../search-plugin.ts";
import type { Store } from "../store/open-store.ts";
import { studioPlugin } from "../studio/studio-plugin.ts";
import { checkoutPlugin, webhookPath } from "./checkout-plugin.ts";
import { stripeTestApi } from "./stripe-test-api.ts";

const mailAccount = { user: "dealer-mail", password: "mail-password" };
const keys = {
  secretKey: "sk_test_checkout",
  publishableKey: "pk_test_checkout",
  webhookSecret: `whsec_${randomBytes(24).toString("base64")}`,
};

const car = (id: number, fields: Partial<VehicleRecord> = {}): VehicleRecord =>
  numberedTestCar(id, { make: "Mazda", model: "CX-5", km: 30_000, price: 30_000, ...fields });

/**
 * Car 1 and 2 can be reserved; 3 is sold (an hour ago, so still listed), 4 reserved by the feed,
 * 5 has no price.
 */
const checkoutStock = [
  car(1),
  car(2),
  car(3, { status: "sold", sold_date_timestamp: Math.floor(Date.now() / 1000) - 3600 }),
  car(4, { reserved: true }),
  car(5, { price: 0 }),
];

/**
 * The storefront with sign-in, leads and their delivery, and checkout, over two sites: `group`
 * (deposits through Stripe, played by a local server; leads to a webhook receiver and an SMTP
 * inbox) and `holds` (no payment provider: hold requests). The server listens on loopback, so
 * the local Stripe can send it webhooks. The studio's API answers at /studio/api on `localhost`.
 */
export async function checkoutTestServer(store: Store) {
  const inbox = await smtpInbox(mailAccount);
  const crmSecret = `whsec_${randomBytes(24).toString("base64")}`;
  const crm = await webhookReceiver(crmSecret);
  const stripe = await stripeTestApi(keys);
  const reservable = { reserveOnline: true, reserveAmount: 250 };
  const sites = [
    testSiteWith({
      dealerships: [{ id: "d1", slug: "group-mazda", name: "Group Mazda" }],
      vehiclePage: reservable,
      integrations: {
        payments: { provider: "stripe" },
        leads: {
          targets: [
            { kind: "webhook", url: crm.url, secretEnv: "CRM_SECRET" },
            { kind: "email", to: "sales@group.example", format: "adf" },
          ],
        },
      },
    }),
    siteDefinition.parse({
      version: 1,
      slug: "holds",
      name: "Hold Cars",
      template: "used-car-dealer",
      domains: ["holds.localhost"],
      dealerships: [{ id: "d1", slug: "hold-cars", name: "Hold Cars" }],
      vehiclePage: reservable,
      // A site whose calculator's term stops at 5 years, as some do.
      finance: { calculator: { term: { max: 5 } } },
    }),
  ];
  const env = {
    STRIPE_SECRET_KEY: keys.secretKey,
    STRIPE_PUBLISHABLE_KEY: keys.publishableKey,
    STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
    STRIPE_API_URL: stripe.url,
    CRM_SECRET: crmSecret,
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(inbox.port),
    SMTP_USER: mailAccount.user,
    SMTP_PASSWORD: mailAccount.password,
  };
  const { provider, lastCode } = printingCodeProvider();
  const folder = mkdtempSync(join(tmpdir(), "checkout-"));
  const app: FastifyInstance = await testServer({
    sites,
    vehicles: checkoutStock,
    store,
    rateLimits: false,
    plugins: [
      searchPlugin(),
      leadsPlugin(),
      signInPlugin({ provider }),
      checkoutPlugin({ env }),
      leadDeliveryPlugin({ env, allowHttpToLoopback: true, pollMs: 60_000 }),
      studioPlugin({
        appDir: join(folder, "studio"),
        templatesDir: join(folder, "templates"),
        exportsDir: join(folder, "exports"),
      }),
    ],
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  stripe.sendWebhooksTo(
    `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${webhookPath}`,
  );

  /** A shopper of `onHost` signed in with `phone`: their cookie. */
  const signIn = (phone: string, onHost = "group.localhost") =>
    signInThrough(app, lastCode, phone, { onHost });

  return {
    app,
    stripe,
    crm,
    inbox,
    signIn,
    close: async () => {
      await app.close();
      await Promise.all([stripe.close(), crm.close(), inbox.close()]);
    },
  };
}
