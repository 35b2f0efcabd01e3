import { expectNoAxeViolations } from "./support/axe.ts";
import { describeTradeInByKeyboard, signInWithOpenCheckout } from "./support/checkout.ts";
import { arrowToRadio, tabTo } from "./support/keyboard.ts";
import { typeInto } from "./support/lead-forms.ts";
import { allStockPath, expectInteractive } from "./support/search-page.ts";
import { journeyPhone, signInThroughApi } from "./support/sign-in.ts";
import { depositsOrigin, startStripeStandIn } from "./support/stripe-stand-in.ts";
import { expect, test } from "./support/test.ts";

let stripe: Awaited<ReturnType<typeof startStripeStandIn>> | undefined;

// The deposits site pays through this stand-in (see support/stripe-stand-in.ts).
test.beforeAll(async () => {
  stripe = await startStripeStandIn(Number(new URL(String(test.info().project.use.baseURL)).port));
});
test.afterAll(async () => {
  await stripe?.close();
});

test("a signed-in shopper pays the deposit by keyboard; the car is then reserved for everyone else", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two shoppers, sign-ins, seven page loads and five axe runs.
  test.setTimeout(75_000);
  const origin = depositsOrigin(baseURL);
  const slug = await signInWithOpenCheckout(page, origin, 7);
  // The shopper applied for finance through the finance journey: its lead is their application.
  const applied = await page.evaluate(async () => {
    const response = await fetch("/api/leads", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Jo",
        email: "jo.deposit@example.com",
        phone: "0400 000 000",
        category: "Finance Enquiry",
        tags: ["YouX"],
        amount: 28000,
        term: 5,
      }),
    });
    return { status: response.status, body: await response.text() };
  });
  expect(applied.status, applied.body).toBe(201);

  // The details form's code, which loads as the shopper reaches for the form, is held back until
  // they have filled it in and sent it: nothing typed is lost, and the send goes ahead.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(/\/assets\/checkout-details-[\w-]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto(`${origin}/cars/${slug}/checkout`);
  // The car's block and the step blocks after it.
  const checkout = page.getByRole("main");
  const toTradeIn = checkout.getByRole("button", { name: "Continue to Trade-in" });
  await expectInteractive(toTradeIn);
  await typeInto(page, checkout.getByRole("textbox", { name: "First Name" }), "Jo");
  await typeInto(page, checkout.getByRole("textbox", { name: "Last Name" }), "Deposit");
  await typeInto(page, checkout.getByRole("textbox", { name: "Email" }), "jo.deposit@example.com");
  await typeInto(page, checkout.getByRole("textbox", { name: "Mobile" }), "0400 000 000");
  await tabTo(page, toTradeIn);
  await page.keyboard.press("Enter");
  expect(asked).toBe(true);
  release();

  // The trade-in step, kept by the server: a reload carries on there.
  const tradeInStep = checkout.getByRole("heading", { name: "Your trade-in" });
  await expect(tradeInStep).toBeFocused();
  await expect
    .poll(() => page.evaluate((car) => fetch(`/api/checkout/${car}`).then((r) => r.json()), slug))
    .toMatchObject({ progress: { step: "trade-in" } });
  await page.reload();
  await expect(tradeInStep).toBeVisible();
  const noTradeIn = checkout.getByRole("radio", { name: "No trade-in" });
  await expect(noTradeIn).toBeChecked();
  await expectNoAxeViolations(page, "the trade-in step");
  // The car described by keyboard, for the dealer to value with the reservation.
  await describeTradeInByKeyboard(page, checkout);

  // The finance step, kept with the trade-in: a reload carries on there.
  const financeStep = checkout.getByRole("heading", { name: "Finance" });
  await expect(financeStep).toBeFocused();
  const progress = () =>
    page.evaluate((car) => fetch(`/api/checkout/${car}`).then((r) => r.json()), slug);
  await expect
    .poll(progress)
    .toMatchObject({ progress: { step: "finance", trade_in: { make: "Mazda", year: 2017 } } });
  await page.reload();
  await expect(financeStep).toBeVisible();
  const payInFull = checkout.getByRole("radio", { name: "No finance — I'll pay in full" });
  await expect(payInFull).toBeChecked();
  // The shopper's finance application is offered to attach, as stored; they set a structure.
  await checkout.getByRole("radio", { name: "Use my finance pre-approval application" }).check();
  await expect(
    checkout.getByRole("radio", { name: /^Applied with YouX on .+ for \$28,000 over 5 years/ }),
  ).toBeChecked();
  await payInFull.check();
  // The calculator's deposit by keyboard, the weekly repayment following it.
  await tabTo(page, payInFull);
  await arrowToRadio(page, "ArrowDown", checkout.getByRole("radio", { name: "Finance this car" }));
  const weekly = checkout.locator('[data-slot="checkout-finance-weekly"]');
  await expect(weekly).toHaveText(/^\$[\d,]+ per week/);
  const before = await weekly.textContent();
  await page.keyboard.press("Tab");
  await expect(checkout.getByRole("textbox", { name: "Deposit / Trade-in ($)" })).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("5000");
  await expect(weekly).not.toHaveText(before ?? "");
  await expectNoAxeViolations(page, "the finance step");
  await page.keyboard.press("Enter");

  await expect(checkout.getByRole("heading", { name: "Pay your deposit of $200" })).toBeFocused();
  await expect
    .poll(progress)
    .toMatchObject({ progress: { step: "deposit", finance: { deposit: 5000 } } });
  const card = checkout.getByRole("textbox", { name: "Card number" });
  // Stripe's own field (the stand-in's here), outside React.
  await expect(card).toBeEditable();
  await expectNoAxeViolations(page, "the deposit step");
  await tabTo(page, card);
  await page.keyboard.type("4242 4242 4242 4242");
  await page.keyboard.press("Tab");
  await expect(checkout.getByRole("button", { name: "Pay $200" })).toBeFocused();
  await page.keyboard.press("Enter");

  // Stripe took the payment and told the storefront by its signed webhook.
  const paid = () =>
    [...(stripe?.intents.values() ?? [])].find((intent) => intent.status === "succeeded");
  await expect.poll(() => paid()?.amount).toBe(20_000);
  expect(stripe?.problems).toEqual([]);
  const done = checkout.getByRole("heading", { name: "Your car is reserved" });
  await expect(done).toBeFocused();
  await expectNoAxeViolations(page, "the reservation's confirmation");

  // Its vehicle page says it is reserved, as its result card does, and no longer offers it to
  // reserve; the server draws the tag, so it shows before the page's scripts run.
  await page.goto(`${origin}/cars/${slug}`);
  const served = await page.evaluate(() => fetch(location.href).then((answer) => answer.text()));
  expect(served).toMatch(/data-kind="reserved"[^>]*>Reserved</);
  const summary = page.locator('[data-slot="vehicle-summary"]');
  await expect(summary.getByText("Reserved", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Reserve for $200" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Buy Online" })).toHaveCount(0);

  // Another shopper's checkout of the car says it is reserved and offers the enquiry instead.
  const otherShopper = await browser.newContext();
  const other = await otherShopper.newPage();
  await other.goto(`${origin}${allStockPath}`);
  await signInThroughApi(other, journeyPhone());
  await other.goto(`${origin}/cars/${slug}/checkout`);
  await expect(other.getByRole("heading", { name: "This car is already reserved." })).toBeVisible();
  await expect(other.getByRole("textbox", { name: "Card number" })).toHaveCount(0);
  await expectNoAxeViolations(other, "a car another shopper reserved");
  await otherShopper.close();
});
