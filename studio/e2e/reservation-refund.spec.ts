import type { Page } from "@playwright/test";
import { expectNoAxeFindings } from "../../runtime/e2e/support/axe.ts";
import { allStockPath, openSearch, visibleCards } from "../../runtime/e2e/support/search-page.ts";
import { journeyPhone, signInThroughApi } from "../../runtime/e2e/support/sign-in.ts";
import { expect, test } from "../../runtime/e2e/support/test.ts";
import { webhookPath } from "../../runtime/server/checkout/checkout-plugin.ts";
import { stripeTestApi } from "../../runtime/server/checkout/stripe-test-api.ts";
import { type Storefront, serveExportedSite } from "./support/exported-storefront.ts";
import { e2eDepositsSite } from "./support/studio-files.ts";

const keys = {
  secretKey: "sk_test_studio_refund",
  publishableKey: "pk_test_studio_refund",
  webhookSecret: `whsec_${Buffer.from("studio-refund-webhook-signing-key").toString("base64")}`,
};

let stripe: Awaited<ReturnType<typeof stripeTestApi>> | undefined;
let storefront: Storefront | undefined;

// A storefront of its own taking deposits through a Stripe stand-in of its own, on free ports:
// the shared server's stand-in port belongs to the reserve-deposit journey.
test.beforeAll(async () => {
  test.setTimeout(120_000);
  stripe = await stripeTestApi(keys);
  storefront = await serveExportedSite(e2eDepositsSite, {
    env: {
      STRIPE_API_URL: stripe.url,
      STOREFRONT_STRIPE_JS_URL: stripe.scriptUrl,
      STRIPE_SECRET_KEY: keys.secretKey,
      STRIPE_PUBLISHABLE_KEY: keys.publishableKey,
      STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
    },
    args: ["--reveal-sign-in-codes", "--sign-in-codes-per-address", "0"],
  });
  stripe.sendWebhooksTo(`${storefront.url}${webhookPath}`);
});
test.afterAll(async () => {
  await storefront?.stop();
  await stripe?.close();
});

/** What the signed-in shopper's checkout of a car says: open, yours or reserved. */
const checkoutState = (page: Page, slug: string) =>
  page.evaluate(
    (car) => fetch(`/api/checkout/${car}`).then((answer) => answer.json()),
    slug,
  ) as Promise<{ state: string; reservation: { status: string } | null }>;

test("the dealer refunds a paid deposit in the studio and the car is offered again", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const url = storefront?.url ?? "";
  const run = `run${Date.now().toString(36)}`;

  // A shopper pays the deposit on a car (the reserve-deposit journey walks the pages).
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await openSearch(shopper, `${url}${allStockPath}?status=in_stock`);
  await signInThroughApi(shopper, journeyPhone());
  let slug: string | undefined;
  for (const card of await visibleCards(shopper)) {
    const candidate = card.href.replace(/^\/cars\//, "");
    if ((await checkoutState(shopper, candidate)).state === "open") {
      slug = candidate;
      break;
    }
  }
  if (!slug) throw new Error("no car on the first page can be reserved");
  const started = await shopper.evaluate(
    ({ car, lastName }) =>
      fetch(`/api/checkout/${car}/reservation`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          details: {
            name: "Riley",
            last_name: lastName,
            email: "riley@example.com",
            phone: "0400 000 000",
          },
        }),
      }).then((answer) => answer.json()),
    { car: slug, lastName: run },
  );
  const reference: string = started.reservation.payment_reference;
  expect(await stripe?.pay(reference)).toBe(200);
  await expect
    .poll(async () => (await checkoutState(shopper, slug)).reservation?.status)
    .toBe("held");
  // The server serves the car as reserved once it has told the dealer (after the webhook's answer).
  const summary = shopper.locator('[data-slot="vehicle-summary"]');
  await expect(async () => {
    await shopper.goto(`${url}/cars/${slug}`);
    await expect(summary).toHaveAttribute("data-state", "reserved", { timeout: 1_000 });
  }).toPass();

  // The marketer finds it under Leads, held for the dealer to confirm.
  await page.goto(`${url}/studio/`);
  await page.getByRole("link", { name: "Leads" }).click();
  const panel = page.getByRole("region", { name: "Reservations" });
  const row = panel.locator('[data-slot="reservation-row"]', { hasText: `Riley ${run}` });
  await expect(row).toContainText("Held: to confirm");
  await expect(row).toContainText("$200.00");
  await expect(row).toContainText(reference);
  const refund = row.getByRole("button", { name: /^Refund deposit: / });

  // Each action is logged under a name: none given, the panel asks for one first.
  await refund.click();
  await expect(panel.getByRole("alert")).toHaveText(
    "Enter your name first: each action is logged with who took it.",
  );
  const name = panel.getByRole("textbox", { name: "Your name (logged with each action)" });
  await expect(name).toBeFocused();
  await page.keyboard.type("Sam Dealer");
  await refund.focus();
  await page.keyboard.press("Enter");

  await expect(row).toContainText("Refunded");
  await expect(refund).toHaveCount(0);
  await expect(panel.getByRole("alert")).toHaveCount(0);
  await row.getByText("Who did what").click();
  await expect(row.getByRole("listitem").last()).toContainText(
    /dealer:Sam Dealer refund .*re_test_/,
  );
  expect(stripe?.refunds).toEqual([
    expect.objectContaining({ payment_intent: reference, amount: 20_000 }),
  ]);
  expect(stripe?.problems).toEqual([]);
  await expectNoAxeFindings(page, "the refunded reservation");

  // The car is offered again: its page has Reserve and no Reserved tag, its checkout is open.
  await shopper.reload();
  await expect(summary).toHaveAttribute("data-state", "available");
  await expect(summary.getByRole("link", { name: "Reserve for $200" })).toBeVisible();
  await expect(summary.getByText("Reserved", { exact: true })).toHaveCount(0);
  expect((await checkoutState(shopper, slug)).state).toBe("open");
  await shopperContext.close();
});
