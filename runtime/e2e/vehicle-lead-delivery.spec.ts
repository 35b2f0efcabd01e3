import type { Locator } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { smtpInbox, webhookReceiver } from "../server/outbox/test-receivers.ts";
import { readAdf } from "./support/adf.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { tabTo } from "./support/keyboard.ts";
import { firstCar, sendLeadByKeyboard, typeInto } from "./support/lead-forms.ts";
import { leadReceivers } from "./support/lead-receivers.ts";
import {
  allStockPath,
  expectInteractive,
  firstListedCar,
  openSearch,
  visibleCards,
} from "./support/search-page.ts";
import { journeyPhone, signInThroughApi } from "./support/sign-in.ts";
import { expect, test } from "./support/test.ts";
import { valueByKeyboard, wellStockedCar } from "./support/trade-in.ts";

type Receivers = {
  webhook: Awaited<ReturnType<typeof webhookReceiver>>;
  inbox: Awaited<ReturnType<typeof smtpInbox>>;
  secret: string;
};
let receivers: Receivers | undefined;

// The storefront sends its leads to these (see support/lead-receivers.ts and playwright.config.ts).
test.beforeAll(async () => {
  const serverPort = Number(new URL(String(test.info().project.use.baseURL)).port);
  const settings = leadReceivers(serverPort);
  receivers = {
    // Refuses each delivery twice: the lead arrives on the worker's third attempt.
    webhook: await webhookReceiver(settings.secret, { failFirst: 2, port: settings.webhookPort }),
    inbox: await smtpInbox(settings.smtp, settings.smtpPort),
    secret: settings.secret,
  };
});
test.afterAll(async () => {
  await receivers?.webhook.close();
  await receivers?.inbox.close();
});

test("a vehicle enquiry reaches the dealer's CRM webhook, retried, and its inbox as ADF", async ({
  page,
}) => {
  // Two refused attempts and the retry schedule's waits (1 s, then 2 s, in the journeys).
  test.slow();
  const { webhook, inbox, secret } = receivers as Receivers;
  const car = await firstListedCar(page);
  await page.goto(car.href);
  const enquire = page.getByRole("button", { name: "Enquire", exact: true });
  await expectInteractive(enquire);
  await enquire.click();
  const dialog = page.getByRole("dialog", { name: "Enquire about this vehicle" });
  const email = `morgan.${Date.now()}@example.com`;
  await dialog.getByRole("textbox", { name: "First Name" }).fill("Morgan");
  await dialog.getByRole("textbox", { name: "Last Name" }).fill("Delivery");
  await dialog.getByRole("textbox", { name: "Email" }).fill(email);
  await dialog.getByRole("textbox", { name: "Mobile" }).fill("0400 111 222");
  await dialog.getByRole("textbox", { name: "Comments" }).fill("Can I book a test drive?");
  // A person takes longer than the 3 s the server holds a robot to: the shopper's clock says so.
  await page.clock.install();
  await page.clock.fastForward(10_000);
  const [response] = await Promise.all([
    page.waitForResponse(
      (answer) => answer.url().endsWith("/api/leads") && answer.request().method() === "POST",
    ),
    dialog.getByRole("button", { name: "Send Enquiry" }).click(),
  ]);
  expect(response.status()).toBe(201);
  const { lead_id: leadId } = (await response.json()) as { lead_id: string };
  const sent = response.request().postDataJSON() as Record<string, string>;
  const make = sent["Vehicle Make"] ?? "";
  const model = sent["Vehicle Model"] ?? "";
  expect(car.title).toContain(make);
  expect(car.title).toContain(model);

  // The webhook: refused twice, then accepted, signed to the Standard Webhooks scheme.
  const hookFor = () =>
    webhook.accepted.find(
      (hook) => (hook.body as { data?: { lead_id?: string } }).data?.lead_id === leadId,
    );
  await expect.poll(() => Boolean(hookFor()), { timeout: 45_000 }).toBe(true);
  const hook = hookFor();
  if (!hook) throw new Error("no webhook for the lead");
  expect(webhook.refused(String(hook.headers["webhook-id"]))).toBe(2);
  expect(() =>
    new Webhook(secret).verify(hook.raw, hook.headers as Record<string, string>),
  ).not.toThrow();
  expect(hook.body).toMatchObject({
    type: "lead.created",
    data: {
      lead_id: leadId,
      site: "southern-cross-motor-group",
      lead: { name: "Morgan", last_name: "Delivery", email, "Vehicle Make": make },
    },
  });

  // The email: its body is ADF 1.0 naming the car and the customer.
  const mailFor = () => inbox.received.find((mail) => mail.headers.includes(leadId));
  await expect.poll(() => Boolean(mailFor()), { timeout: 45_000 }).toBe(true);
  const mail = mailFor();
  if (!mail) throw new Error("no email for the lead");
  expect(mail.to).toEqual(["sales@southerncrossmotors.com.au"]);
  expect(mail.headers).toMatch(new RegExp(`^X-Lead-Id: ${leadId}\r?$`, "im"));
  const adf = await readAdf(page, mail.body);
  expect(adf).toEqual({
    wellFormed: true,
    root: "adf",
    version: 'version="1.0"',
    leadId,
    make,
    model,
    firstName: "Morgan",
    lastName: "Delivery",
    email,
    comments: expect.stringContaining("Can I book a test drive?"),
  });
});

test("test drive, photo request, trade-in and general enquiry leads reach the CRM, the inbox and the Leads view", async ({
  browser,
  page,
}) => {
  // Four forms, each lead refused twice by the webhook before the worker's third attempt.
  test.slow();
  const { webhook, inbox } = receivers as Receivers;
  const run = `run${Date.now().toString(36)}`;
  const contact = async (form: Locator) => {
    await form.getByRole("textbox", { name: "First Name" }).fill("Jo");
    await form.getByRole("textbox", { name: "Last Name" }).fill(run);
    await form.getByRole("textbox", { name: "Email" }).fill(`jo.${run}@example.com`);
    await form.getByRole("textbox", { name: "Mobile" }).fill("0400 000 000");
  };
  const sent: { category: string; leadId: string }[] = [];
  const send = async (button: Locator) => {
    const lead = await sendLeadByKeyboard(button.page(), button);
    sent.push({ category: String(lead.category), leadId: String(lead.lead_id) });
    await button.page().context().close();
  };
  // Each form in a browser of its own: a shopper's clock moves on once per browser.
  const baseURL = test.info().project.use.baseURL;
  const shopper = () => browser.newPage({ baseURL });

  const car = await firstCar(page);
  const driver = await shopper();
  await driver.goto(car.href);
  const book = driver.getByRole("button", { name: "Book a Test Drive" });
  await expectInteractive(book);
  await book.click();
  const testDrive = driver.getByRole("dialog", { name: "Book a Test Drive" });
  await contact(testDrive);
  await testDrive.getByLabel("Preferred date").fill("2026-12-01");
  await send(testDrive.getByRole("button", { name: "Book Test Drive" }));

  const asker = await shopper();
  await asker.goto(car.href);
  const photos = asker.getByRole("button", { name: "Request More Photos" });
  await expectInteractive(photos);
  await photos.click();
  const photoDialog = asker.getByRole("dialog", { name: "Request more photos" });
  await contact(photoDialog);
  await send(photoDialog.getByRole("button", { name: "Send Request" }));

  const seller = await shopper();
  await seller.goto("/trade-in");
  const tradeIn = seller.getByRole("region", { name: "Value your trade-in" });
  const pick = tradeIn.getByRole("button", { name: "Choose my car instead" });
  await expectInteractive(pick);
  await pick.click();
  const stocked = wellStockedCar();
  await tradeIn.getByRole("combobox", { name: "Make" }).selectOption(stocked.make);
  await tradeIn.getByRole("combobox", { name: "Model" }).selectOption(stocked.model);
  await tradeIn.getByRole("combobox", { name: "Year" }).selectOption(String(stocked.year));
  await tradeIn.getByRole("button", { name: "Next" }).click();
  const tradeInLead = await valueByKeyboard(seller, tradeIn, "84000", {
    lastName: run,
    email: `jo.${run}@example.com`,
  });
  sent.push({ category: String(tradeInLead.category), leadId: String(tradeInLead.lead_id) });
  await seller.context().close();

  const visitor = await shopper();
  await visitor.goto("/contact");
  const general = visitor.getByRole("region", { name: "Send us a message" });
  await expectInteractive(general.getByRole("textbox", { name: "First Name" }));
  await contact(general);
  await general.getByRole("textbox", { name: "Comments" }).fill("Are you open Sunday?");
  await send(general.getByRole("button", { name: "Send" }));

  for (const { leadId } of sent) {
    await expect
      .poll(
        () =>
          webhook.accepted.some(
            (hook) => (hook.body as { data?: { lead_id?: string } }).data?.lead_id === leadId,
          ) && inbox.received.some((mail) => mail.headers.includes(leadId)),
        { timeout: 45_000 },
      )
      .toBe(true);
    const mail = inbox.received.find((received) => received.headers.includes(leadId));
    expect(await readAdf(page, mail?.body ?? "")).toMatchObject({
      wellFormed: true,
      root: "adf",
      leadId,
      firstName: "Jo",
      lastName: run,
      email: `jo.${run}@example.com`,
    });
  }

  await page.goto(`/studio/leads?site=southern-cross-motor-group&q=${run}`);
  const rows = page.locator('[data-slot="lead-row"]');
  await expect(rows).toHaveCount(sent.length, { timeout: 15_000 });
  for (const { category } of sent)
    await expect(rows.filter({ hasText: category })).not.toHaveCount(0);
  await expect(rows.filter({ hasText: "Delivered" })).toHaveCount(sent.length);
});

test("a signed-in shopper asks the dealer to hold a car, by keyboard, and the request reaches the CRM and the inbox", async ({
  page,
}) => {
  // The webhook refuses each delivery twice before the worker's third attempt; two axe runs.
  test.slow();
  const { webhook, inbox } = receivers as Receivers;
  const run = `hold${Date.now().toString(36)}`;
  await openSearch(page, allStockPath);
  const cards = await visibleCards(page);
  const car = cards.find((card) => card.price !== null);
  if (!car) throw new Error("the search lists no priced car");
  await page.goto(car.href);
  const reserve = page.getByRole("link", { name: "Reserve for $200" });
  await expectInteractive(reserve);
  await signInThroughApi(page, journeyPhone());

  await tabTo(page, reserve);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${car.href}/checkout`);
  // The car's block, then the step blocks after it.
  const carBlock = page.locator('[data-slot="checkout"]');
  await expect(carBlock.getByText(car.title)).toBeVisible();
  await expect(carBlock.getByText(`$${car.price?.toLocaleString("en-AU")}`)).toBeVisible();
  const checkout = page.getByRole("main");
  await expect(checkout.getByText(/No payment is taken/)).toBeVisible();
  const toTradeIn = checkout.getByRole("button", { name: "Continue to Trade-in" });
  await expectInteractive(toTradeIn);
  await expectNoAxeViolations(page, "the checkout's details step");

  await typeInto(page, checkout.getByRole("textbox", { name: "First Name" }), "Jo");
  await typeInto(page, checkout.getByRole("textbox", { name: "Last Name" }), run);
  await typeInto(page, checkout.getByRole("textbox", { name: "Email" }), `jo.${run}@example.com`);
  await typeInto(page, checkout.getByRole("textbox", { name: "Mobile" }), "0400 000 000");
  // No trade-in and no finance: the checkout's optional steps passed by keyboard.
  await tabTo(page, toTradeIn);
  await page.keyboard.press("Enter");
  await expect(checkout.getByRole("heading", { name: "Your trade-in" })).toBeFocused();
  const toFinance = checkout.getByRole("button", { name: "Continue to Finance" });
  await tabTo(page, toFinance);
  await page.keyboard.press("Enter");
  await expect(checkout.getByRole("heading", { name: "Finance" })).toBeFocused();
  const send = checkout.getByRole("button", { name: "Send Hold Request" });
  await tabTo(page, send);
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.url().endsWith("/hold-request")),
    page.keyboard.press("Enter"),
  ]);
  expect(response.status(), await response.text()).toBe(201);
  const { lead_id: leadId } = (await response.json()) as { lead_id: string };
  const done = checkout.getByRole("heading", { name: "Your hold request has been sent" });
  await expect(done).toBeFocused();
  await expect(checkout.getByText(/No payment has been taken\./)).toBeVisible();
  await expectNoAxeViolations(page, "the hold request's confirmation");

  await expect
    .poll(
      () =>
        webhook.accepted.some(
          (hook) => (hook.body as { data?: { lead_id?: string } }).data?.lead_id === leadId,
        ) && inbox.received.some((mail) => mail.headers.includes(leadId)),
      { timeout: 45_000 },
    )
    .toBe(true);
  const hook = webhook.accepted.find(
    (received) => (received.body as { data?: { lead_id?: string } }).data?.lead_id === leadId,
  );
  expect(hook?.body).toMatchObject({
    data: { lead: { category: "Hold Request", last_name: run } },
  });
  const mail = inbox.received.find((received) => received.headers.includes(leadId));
  expect(await readAdf(page, mail?.body ?? "")).toMatchObject({ leadId, lastName: run });

  // A sold car cannot be reserved: its checkout offers the enquiry, never a form to reserve it.
  await openSearch(page, `${allStockPath}?status=sold`);
  const [sold] = await visibleCards(page);
  if (!sold) throw new Error("the search lists no sold car");
  await page.goto(`${sold.href}/checkout`);
  // The sold notice of its kind of item ('Unfortunately this car recently sold.').
  await expect(
    checkout.getByRole("heading", { name: /^Unfortunately this .+ recently sold\.$/ }),
  ).toBeVisible();
  await expect(checkout.getByRole("button", { name: "Find Me Something Similar" })).toBeVisible();
  await expect(checkout.getByRole("textbox")).toHaveCount(0);
  await expectNoAxeViolations(page, "a car that cannot be reserved");
});
