import type { Page } from "@playwright/test";
import { toSlug } from "@storefront/rules/formatting/slug";
import { savedSearchMessages } from "@storefront/rules/shopper/saved-search-alerts";
import type { VehicleRecord } from "@storefront/schemas";
import { expectNoAxeViolations } from "./support/axe.ts";
import { feedStorefront } from "./support/feed-storefront.ts";
import { tabTo } from "./support/keyboard.ts";
import { expectInteractive } from "./support/search-page.ts";
import { journeyPhone, signInByKeyboard } from "./support/sign-in.ts";
import { expect, test } from "./support/test.ts";

/** A car the feed brings in: a copy of one in stock under a new id, slug and stock number. */
const newCarLike = (car: VehicleRecord, id: number, price: number): VehicleRecord => ({
  ...car,
  id,
  objectID: String(id),
  slug: `${car.slug}-n${id}`,
  path: `/cars/${car.slug}-n${id}`,
  stocknum: `N${id}`,
  price,
  status: "in_stock",
});

type Mail = { headers: string };
/** A mail's subject, its header unfolded. */
const subjectOf = (mail: Mail | undefined) =>
  mail?.headers.replace(/\r\n\s+/g, " ").match(/^Subject: (.*)$/m)?.[1];

/** Presses 'Save this search' by keyboard and waits for the page's answer to take focus. */
async function saveSearchByKeyboard(page: Page) {
  const save = page.getByRole("button", { name: "Save this search" });
  await expectInteractive(save);
  await tabTo(page, save);
  await page.keyboard.press("Enter");
}

test("a saved search emails a car the feed adds, and its unsubscribe link stops the next alert", async ({
  page,
  browser,
}) => {
  test.slow();
  const sharedPort = Number(new URL(String(test.info().project.use.baseURL)).port);
  const storefront = await feedStorefront(sharedPort, { stock: 150 });
  try {
    const { url, inbox } = storefront;
    const stock = storefront.vehicles();
    const model = stock.find((car) => car.status === "in_stock");
    if (!model) throw new Error("the stock slice has no car in stock");
    const address = `alerts.${Date.now()}@example.com`;
    const mailTo = () => inbox.received.filter((mail) => mail.to.includes(address));

    // Signed out, the save goes by sign-in and is made on return; the site asks for an email.
    await page.goto(`${url}/search/${toSlug(model.make)}`);
    const makeTitle = await page.getByRole("heading", { level: 1 }).innerText();
    await saveSearchByKeyboard(page);
    await expect(page).toHaveURL(/\/sign-in\?/);
    await signInByKeyboard(page, journeyPhone(), url);
    const email = page.getByRole("textbox", { name: "Email for alerts" });
    // Back on the search, the page makes the save it was asked for, then loads the form's code.
    await expect(email).toBeFocused({ timeout: 15_000 });
    await expect(page).toHaveURL(`${url}/search/${toSlug(model.make)}`);
    await page.keyboard.type(address);
    await page.keyboard.press("Enter");
    await expect(page.getByText(savedSearchMessages.saved)).toBeFocused();
    // The page around it is checked by search-accessibility.spec.ts.
    await expectNoAxeViolations(page, "the saved search's answer", '[data-slot="search-heading"]');

    // The feed adds a car the search matches: the alert names it and links to it.
    const first = newCarLike(model, 990_001, Math.max(1000, model.price - 1000));
    storefront.writeFeed([...stock, first]);
    await expect.poll(() => mailTo().length, { timeout: 30_000 }).toBe(1);
    const [alert] = mailTo();
    const headers = alert?.headers.replace(/\r\n\s+/g, " ") ?? "";
    expect(subjectOf(alert)).toBe(`New matches for your saved search: ${makeTitle}`);
    expect(alert?.body).toContain(`${url}/cars/${first.slug}`);
    const unsubscribe = alert?.body.match(/http:\/\/\S+\/unsubscribe\?token=\S+/)?.[0];
    if (!unsubscribe) throw new Error("the alert has no unsubscribe link");
    expect(headers).toContain(`List-Unsubscribe: <${unsubscribe}>`);

    // One click, no sign-in: another browser context has no session.
    const strangers = await browser.newContext();
    const stranger = await strangers.newPage();
    await stranger.goto(unsubscribe);
    await expect(stranger.getByText(savedSearchMessages.unsubscribed)).toBeVisible();
    await expectNoAxeViolations(stranger, "the unsubscribe page");
    await strangers.close();

    // A second search of the same make and model, saved in one press to the email on record.
    await page.goto(`${url}/search/${toSlug(model.make)}/${toSlug(model.model)}`);
    const modelTitle = await page.getByRole("heading", { level: 1 }).innerText();
    await saveSearchByKeyboard(page);
    await expect(page.getByText(savedSearchMessages.saved)).toBeFocused();

    // The next car matches both: only the search still subscribed hears of it.
    const second = newCarLike(model, 990_002, Math.max(1000, model.price - 2000));
    storefront.writeFeed([...storefront.vehicles(), second]);
    await expect.poll(() => mailTo().length, { timeout: 30_000 }).toBe(2);
    const latest = mailTo()[1];
    expect(subjectOf(latest)).toBe(`New matches for your saved search: ${modelTitle}`);
    expect(latest?.body).toContain(`${url}/cars/${second.slug}`);
    expect(mailTo().map(subjectOf)).toEqual([
      `New matches for your saved search: ${makeTitle}`,
      `New matches for your saved search: ${modelTitle}`,
    ]);
  } finally {
    await storefront.close();
  }
});
