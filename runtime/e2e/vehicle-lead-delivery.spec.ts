import { Webhook } from "standardwebhooks";
import { smtpInbox, webhookReceiver } from "../server/outbox/test-receivers.ts";
import { leadReceivers } from "./support/lead-receivers.ts";
import { expectInteractive, firstListedCar } from "./support/search-page.ts";
import { expect, test } from "./support/test.ts";

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
  // The browser's own XML parser reads the body, as a CRM's would.
  const adf = await page.evaluate((xml) => {
    const document = new DOMParser().parseFromString(xml, "application/xml");
    const text = (selector: string) => document.querySelector(selector)?.textContent ?? null;
    const instruction = [...document.childNodes].find(
      (node) => node.nodeType === Node.PROCESSING_INSTRUCTION_NODE && node.nodeName === "adf",
    );
    return {
      wellFormed: document.getElementsByTagName("parsererror").length === 0,
      root: document.documentElement.nodeName,
      version: instruction?.textContent?.trim() ?? null,
      leadId: text("prospect > id"),
      make: text("prospect > vehicle > make"),
      model: text("prospect > vehicle > model"),
      firstName: text('customer > contact > name[part="first"]'),
      lastName: text('customer > contact > name[part="last"]'),
      email: text("customer > contact > email"),
      comments: text("customer > comments"),
    };
  }, mail.body.trim());
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
