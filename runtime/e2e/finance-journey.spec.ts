import { financePartnerReceiver, receiverQuote } from "../server/finance/partner-receiver.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { scrollToBlock } from "./support/deferred-blocks.ts";
import { financePartner } from "./support/finance-partner.ts";
import { tabTo } from "./support/keyboard.ts";
import { firstCar, typeInto } from "./support/lead-forms.ts";
import { expectInteractive } from "./support/search-page.ts";
import { expect, test } from "./support/test.ts";

let partner: Awaited<ReturnType<typeof financePartnerReceiver>> | undefined;

// The storefront's finance partner (see support/finance-partner.ts and playwright.config.ts).
test.beforeAll(async () => {
  const serverPort = Number(new URL(String(test.info().project.use.baseURL)).port);
  const settings = financePartner(serverPort);
  partner = await financePartnerReceiver(settings.key, { port: settings.port });
});
test.afterAll(async () => {
  await partner?.close();
});

test("from a vehicle page's finance link to the lender's page, by keyboard", async ({ page }) => {
  // A keyboard walk down the vehicle page, four steps of a form and three axe runs.
  test.slow();
  const receiver = partner as NonNullable<typeof partner>;
  // A number of its own: the journeys share the server's limits on codes per phone. Only some
  // 04 ranges are mobile numbers (0443 is not): 041 is one.
  const normalised = `041${String(Date.now()).slice(-7)}`;
  const phone = `+61 ${normalised.slice(1)}`;
  const car = await firstCar(page);
  await page.goto(car.href);
  await scrollToBlock(page, "similar-cars");
  const cards = page
    .getByRole("region", { name: "Similar Cars" })
    .locator('[data-slot="vehicle-card"]')
    .filter({ has: page.getByRole("link", { name: "Get Finance" }) });
  await expect(cards.first()).toBeVisible();
  const title = ((await cards.first().locator("h3 a").textContent()) ?? "").trim();
  const financeLink = cards.first().getByRole("link", { name: "Get Finance" });
  await tabTo(page, financeLink);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/(personalised\/)?finance\?car_id=\d+$/);

  // The car is in the side panel; a chosen car shows no landing.
  const panel = page.locator('[data-slot="finance-side-panel"]');
  await expect(panel.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByRole("link", { name: "View All Used Cars" })).toHaveCount(0);
  const open = page.getByRole("button", { name: "Pre-Approved" });
  await expectInteractive(open);
  await expectNoAxeViolations(page, "the finance page with its car");

  await tabTo(page, open);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", {
    name: "Instant Finance pre-approval with no impact on your credit score.",
  });
  await expect(dialog).toHaveAccessibleDescription(title);
  await expect(dialog.getByRole("tab", { selected: true })).toHaveText("Quick Estimate");

  // Raw digits while typed; clamped and applied on leaving the field; the quote follows.
  const price = dialog.getByRole("textbox", { name: "Purchase Price" });
  await tabTo(page, price);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("$45,000");
  await expect(price).toHaveValue("45000");
  await page.keyboard.press("Tab");
  await expect(price).toHaveValue("$45,000");
  const weekly = dialog.locator('[data-slot="finance-quote-weekly"]');
  await expect(weekly).toHaveText(`$${receiverQuote(45_000, 5).weeklyRepaymentAmount}`);
  await expect(dialog.getByText("8.19% p.a.")).toBeVisible();
  await expectNoAxeViolations(page, "the finance popup's estimate", '[data-slot="finance-popup"]');

  const next = dialog.getByRole("button", { name: "Next" });
  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("tab", { selected: true })).toHaveText("Your Details");
  // Nothing filled in: the step says what to fix, above the form and beside each field.
  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await expect(dialog.locator('[data-slot="finance-error-list"]')).toContainText(
    "Please fix the following errors:",
  );
  await expect(dialog.getByRole("textbox", { name: "First Name" })).toBeFocused();
  await page.keyboard.type("Jo");
  await typeInto(page, dialog.getByRole("textbox", { name: "Email" }), "jo@example.com");
  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("tab", { selected: true })).toHaveText("Instant pre-approval");
  const mobile = dialog.getByRole("textbox", { name: "Mobile" });
  await expect(mobile).toBeFocused();
  await page.keyboard.type(phone);
  // The code is asked for, then read where the local SMS provider keeps it for journeys.
  const sendCode = dialog.getByRole("button", { name: "Send Code" });
  await tabTo(page, sendCode);
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("button", { name: "Resend Code" })).toBeDisabled();
  await expect(mobile).toHaveAttribute("readonly", "");
  const code = dialog.getByRole("textbox", { name: "Code" });
  await expect(code).toBeFocused();
  const sent = await page.request.get(`/api/sign-in/last-code?phone_number=${normalised}`);
  const { code: typed } = (await sent.json()) as { code: string };
  await page.keyboard.type(typed);
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("tab", { selected: true })).toHaveText("Apply to lender");
  await expectNoAxeViolations(page, "the finance popup's last step", '[data-slot="finance-popup"]');

  // A person takes longer than the 3 s the lead API holds a robot to.
  await page.clock.install();
  await page.clock.fastForward(10_000);
  const send = dialog.getByRole("button", { name: "Pre-Approved" });
  await tabTo(page, send);
  const [verified, leadAnswer] = await Promise.all([
    page.waitForResponse((answer) => answer.url().endsWith("/api/sign-in/verify")),
    page.waitForResponse((answer) => answer.url().endsWith("/api/leads")),
    page.keyboard.press("Enter"),
  ]);
  // The code is checked before the lead and the customer are sent.
  expect(verified.status()).toBe(200);
  expect(leadAnswer.status()).toBe(201);
  expect(leadAnswer.request().postDataJSON()).toMatchObject({
    category: "Finance Enquiry",
    tags: ["YouX"],
    amount: 45_000,
    term: 5,
    selfAssessedCreditScore: "GREAT",
    phone: normalised,
    car_id: expect.any(String),
    lead_attributes: { visited_pages: expect.any(Array) },
  });
  await expect(page).toHaveURL(new RegExp(`^${receiver.url}/apply\\?ref=\\d+$`));
  await expect(page.getByRole("heading", { name: "Your finance application" })).toBeVisible();
  const customer = receiver.received.find((call) => call.path === "/customers");
  expect(customer?.body).toMatchObject({
    data: { firstName: "Jo", phoneNumber: normalised, purchasePrice: 45_000, loanTerm: 5 },
    additionalData: { category: "Finance Enquiry" },
  });
  expect(receiver.refused).toEqual([]);
});

test("the finance landing features used cars and starts the journey", async ({ page }) => {
  test.slow();
  await page.goto("/finance");
  const landing = page.locator('[data-slot="finance-landing"]');
  await expect(landing.getByRole("heading", { name: "Get Finance Now" })).toBeVisible();
  // The featured cars are searched once the page runs in the browser.
  await expect(landing).toHaveAttribute("data-state", "ready", { timeout: 30_000 });
  const start = page.getByRole("button", { name: "Start Finance Journey" });
  await expectInteractive(start);
  await expect(landing.locator('[data-slot="vehicle-card"]')).toHaveCount(6);
  await expect(page.getByRole("link", { name: "View All Used Cars" })).toHaveAttribute(
    "href",
    "/search/used-cars",
  );
  await expect(page.locator('[data-slot="finance-side-panel"]')).toContainText(
    "Get pre-approved with a personalised rate",
  );
  await expectNoAxeViolations(page, "the finance landing");
  await tabTo(page, start);
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("dialog", {
      name: "Instant Finance pre-approval with no impact on your credit score.",
    }),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(start).toBeFocused();
});
