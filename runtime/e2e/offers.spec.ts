import { expectNoAxeViolations } from "./support/axe.ts";
import { tabTo } from "./support/keyboard.ts";
import { sendLeadByKeyboard, typeContact } from "./support/lead-forms.ts";
import { countLine, expectInteractive } from "./support/search-page.ts";
import { expect, test } from "./support/test.ts";

// The browser's clock is in neither the server's zone nor the dealer's: dates, hours and "open
// now" follow the dealer's zone on both sides, so the page hydrates exactly as the server rendered it.
test.use({ timezoneId: "Pacific/Auckland" });

const rav4 = "RAV4 GX Hybrid from 2.99% p.a.";

test("the offers list leads by keyboard to an offer's page and its enquiry reaches /success", async ({
  page,
}) => {
  test.slow();
  await page.goto("/special-offers");
  await expect(page.getByRole("heading", { level: 1, name: "Special Offers" })).toBeVisible();
  const offers = page.getByRole("article");
  // The demo's expired offer has left the list.
  await expect(offers).toHaveCount(6);
  await expect(page.getByText("EOFY bonus accessories")).toHaveCount(0);
  await expectNoAxeViolations(page, "/special-offers");

  const card = page.getByRole("article", { name: rav4 });
  const more = card.getByRole("button", { name: "View more" });
  await expectInteractive(more);
  await expect(card).not.toContainText("Springwood.");
  await tabTo(page, more);
  await page.keyboard.press("Enter");
  await expect(card).toContainText("Available on 2026 build vehicles in stock now");
  await expect(card.getByRole("button", { name: "View less" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(card).not.toContainText("Springwood.");
  await tabTo(page, card.getByRole("button", { name: "View full disclaimer" }));
  await page.keyboard.press("Enter");
  await expect(card).toContainText("WARNING: This comparison rate is true only");
  await page.keyboard.press("Enter");
  await expect(card).not.toContainText("WARNING: This comparison rate is true only");

  await tabTo(page, card.getByRole("link", { name: rav4 }), { backwards: true });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/offers\/toyota\/rav4-hybrid-finance$/);
  await expect(page.getByRole("heading", { level: 1, name: rav4 })).toBeVisible();
  await expect.poll(() => page.title()).toContain(rav4);
  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.getByRole("link", { name: "Special Offers" })).toHaveAttribute(
    "href",
    "/special-offers",
  );
  await expect(page.getByRole("article")).toContainText(
    "WARNING: This comparison rate is true only",
  );
  await expectNoAxeViolations(page, "an offer's page");

  const enquire = page.getByRole("button", { name: "Enquire Now" });
  await expectInteractive(enquire);
  await tabTo(page, enquire);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Enquire Now" });
  await expect(dialog).toHaveAccessibleDescription(rav4);
  await expect(dialog.getByRole("textbox", { name: "First Name" })).toBeFocused();
  await typeContact(page, dialog);
  const lead = await sendLeadByKeyboard(page, dialog.getByRole("button", { name: "Send Enquiry" }));
  expect(lead).toMatchObject({
    name: "Jo",
    category: "Special Offer Enquiry",
    subcategory: rav4,
    manufacturer_slug: "toyota",
    "Vehicle Model": "RAV4",
  });
  await expect(page.getByText("Special Offer Enquiry")).toBeVisible();
});

test("a brand page shows its logo and stock and leads to all of it, by keyboard", async ({
  page,
}) => {
  test.slow();
  await page.goto("/brands");
  await expectNoAxeViolations(page, "/brands");
  const toyota = page.getByRole("link", { name: "Toyota", exact: true });
  await expectInteractive(toyota);
  await tabTo(page, toyota);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/toyota\/overview$/);
  await expect(page.getByRole("heading", { level: 1, name: "Toyota" })).toBeVisible();
  const logo = page.getByRole("img", { name: "Toyota logo" });
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  const stock = page.getByRole("region", { name: "Toyota in stock" });
  await expect(stock.getByRole("listitem").first()).toBeVisible();
  await expectNoAxeViolations(page, "a brand's page");
  const all = stock.getByRole("link", { name: /^View all \d+ Toyota vehicles$/ });
  await tabTo(page, all);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\/toyota$/);

  await page.goto("/offers/mazda/ended-eofy-bonus");
  await expect(page.getByRole("status")).toHaveText("This offer is no longer available.");
  await expectNoAxeViolations(page, "an ended offer's page");
});

test("an offer's 'Explore' link opens its model's page, which leads by keyboard to its stock", async ({
  page,
}) => {
  test.slow();
  await page.goto("/special-offers");
  const explore = page
    .getByRole("article", { name: rav4 })
    .getByRole("link", { name: "Explore RAV4" });
  await expectInteractive(explore);
  await tabTo(page, explore);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/rav4$/);
  await expect(page.getByRole("heading", { level: 1, name: "Toyota RAV4" })).toBeVisible();
  await expect.poll(() => page.title()).toContain("Toyota RAV4");
  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.getByRole("link", { name: "Toyota" })).toHaveAttribute(
    "href",
    "/toyota/overview",
  );
  const offers = page.getByRole("region", { name: "RAV4 offers" });
  await expect(offers.getByRole("article", { name: rav4 })).toBeVisible();
  await expect(offers.getByRole("link", { name: "Explore RAV4" })).toHaveCount(0);
  // No offer has an image: a photo of one in stock stands for the model.
  const picture = page.locator('[data-slot="model-image"] img');
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole("link", { name: "Book A Test Drive" }).first()).toHaveAttribute(
    "href",
    "/book-test-drive",
  );
  await expectNoAxeViolations(page, "a model's page");

  const stock = page.getByRole("link", { name: /^View all \d+ RAV4 vehicles$/ });
  const count = Number((await stock.textContent())?.match(/\d+/)?.[0]);
  await expect(page.getByText(`${count} RAV4 in stock`)).toBeVisible();
  await tabTo(page, stock);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\/toyota\/rav4$/);
  // The listing finds as many as the model's page counted.
  await expect(countLine(page)).toHaveText(count === 1 ? "1 vehicle" : `${count} vehicles`);

  const unknown = await page.goto("/no-such-model");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
});
