import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expectUsable, scrollToBlock } from "./support/deferred-blocks.ts";
import { tabTo } from "./support/keyboard.ts";
import {
  allStockPath,
  expectInteractive,
  openSearch,
  type ResultCard,
  searchResults,
  visibleCards,
} from "./support/search-page.ts";
import { expect, test } from "./support/test.ts";
import { stockRecords } from "./support/vehicle-page.ts";

const money = (dollars: number) => `$${dollars.toLocaleString("en-AU")}`;

/** A result card of the search at `path` that shows a price. */
async function pricedCard(page: Page, path = allStockPath): Promise<ResultCard> {
  await openSearch(page, path);
  const card = (await visibleCards(page)).find((shown) => shown.price !== null);
  if (!card) throw new Error(`no priced car on ${path}`);
  return card;
}

/** Opens a car with spin frames, shows its Spin tab, and turns it by drag, then by keys. */
async function turnASpin(page: Page) {
  const cars = await stockRecords<{ path: string; spin_images?: string[] }>(page.request, [
    "path",
    "spin_images",
  ]);
  const car = cars.find((record) => (record.spin_images?.length ?? 0) > 2);
  if (!car?.spin_images) throw new Error("no car in stock with spin frames");
  const frames = car.spin_images.length;
  await page.goto(car.path);
  await page.getByRole("tab", { name: "Spin" }).click();
  const spin = page.getByRole("slider", { name: /^360 spin of / });
  await expect(spin).toHaveAttribute("aria-valuetext", `Frame 1 of ${frames}`);
  await expect(page.getByText("Swipe to spin")).toBeVisible();
  const shownFrame = spin.locator("img:visible");
  const firstSrc = await shownFrame.getAttribute("src");

  // 20 px a frame: a 50 px drag to the right turns two frames on.
  const box = await spin.boundingBox();
  if (!box) throw new Error("the spin viewer has no box");
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 50, y, { steps: 5 });
  await page.mouse.up();
  await expect(spin).toHaveAttribute("aria-valuetext", `Frame 3 of ${frames}`);
  await expect(shownFrame).not.toHaveAttribute("src", firstSrc ?? "");
  await expect(page.getByText("Swipe to spin")).toBeHidden();

  await spin.focus();
  await page.keyboard.press("ArrowRight");
  await expect(spin).toHaveAttribute("aria-valuetext", `Frame 4 of ${frames}`);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(spin).toHaveAttribute("aria-valuetext", `Frame 2 of ${frames}`);
  await expectNoAxeViolations(page, "a vehicle page with its spin turned");
}

const keyInformation = (page: Page) => page.getByRole("region", { name: "Key Information" });

test.describe("the vehicle detail page", () => {
  test("a result card leads to its car's page, with the title as heading and the price", async ({
    page,
  }) => {
    const card = await pricedCard(page);
    const price = money(card.price ?? 0);
    await searchResults(page)
      .locator(`[data-slot="vehicle-card"] h3 a[href="${card.href}"]`)
      .click();
    await expect(page).toHaveURL(card.href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(card.title);
    await expect(page.getByText(price, { exact: true })).toBeVisible();
    // Opened from the results, the gallery and the share button come with the page.
    await expect(page.getByRole("region", { name: `Photos of ${card.title}` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Share" })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${card.title} \\|`));
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail.getByRole("link")).toHaveText(["Home", /./, /./, /./]);
    await expect(trail.getByRole("link").nth(1)).toHaveAttribute("href", /^\/search\/[^/]+$/);

    // The server's HTML already holds the car, before any script runs.
    const html = await (await page.request.get(card.href)).text();
    expect(html).toContain(card.title);
    expect(html).toContain(price);
    // Search engines read the car, its offer and the page's one address from the same HTML.
    const url = new URL(card.href, page.url()).href;
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
    expect(JSON.parse(jsonLd ?? "null")).toMatchObject({
      "@type": "Car",
      name: card.title,
      url,
      offers: {
        price: card.price,
        priceCurrency: "AUD",
        availability: "https://schema.org/InStock",
      },
    });
  });

  test("on a phone, key information shows 4 entries, then the rest and back by keyboard; blocks further down come as the shopper scrolls", async ({
    page,
  }) => {
    const card = await pricedCard(page);
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(card.href);
    const section = keyInformation(page);
    const toggle = section.getByRole("button", { name: /^show (more|less)$/ });
    await expectInteractive(toggle);
    await expect(section.locator("dt")).toHaveCount(4);
    await expect(toggle).toHaveText("show more");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAttribute(
      "aria-controls",
      (await section.locator("dl").getAttribute("id")) ?? "",
    );

    await tabTo(page, toggle);
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveText("show less");
    expect(await section.locator("dt").count()).toBeGreaterThan(4);
    await expect(section.getByText("Stock Number", { exact: true })).toBeVisible();

    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(section.locator("dt")).toHaveCount(4);

    // Blocks that come near push those below them away: the features, a few screens down, wait
    // for the shopper rather than all loading with the page.
    await page.waitForLoadState("networkidle");
    await expect(
      page.locator('[data-slot="deferred-block"][data-block="vehicle-features"]'),
    ).toBeAttached();
    await scrollToBlock(page, "vehicle-features");
    await expect(page.locator('[data-slot="vehicle-features"] li').first()).toBeVisible();
  });

  test("the gallery moves by pointer, by keyboard and by its thumbnails; a 360° spin turns by drag and by arrow keys", async ({
    page,
  }) => {
    const card = await pricedCard(page);
    const sliderCode: string[] = [];
    page.on("request", (request) => {
      if (/\/carousel-engine-[\w-]+\.js$/.test(request.url())) sliderCode.push(request.url());
    });
    await page.goto(card.href);
    const gallery = page.getByRole("region", { name: `Photos of ${card.title}` });
    const status = gallery.locator('[data-slot="carousel-status"]');
    await expect(gallery.getByRole("img").first()).toHaveAttribute("alt", /, 1 of \d+$/);
    await expect(status).toHaveText(/^Slide 1 of \d+$/);
    const slideCount = Number(/of (\d+)/.exec((await status.textContent()) ?? "")?.[1]);
    expect(slideCount).toBeGreaterThan(3);

    const next = gallery.getByRole("button", { name: "Next slide" });
    await expectUsable(page, "vehicle-gallery");
    // The gallery's code is not in the page's first load: it comes when the shopper reaches for
    // it, and the click that woke it moves the slider.
    expect(sliderCode).toEqual([]);
    await next.click();
    await expect(status).toHaveText(`Slide 2 of ${slideCount}`);
    expect(sliderCode).toHaveLength(1);

    await gallery.getByRole("button", { name: "Previous slide" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(status).toHaveText(`Slide 3 of ${slideCount}`);
    await page.keyboard.press("ArrowLeft");
    await expect(status).toHaveText(`Slide 2 of ${slideCount}`);

    const thumbnails = gallery.getByRole("list", { name: "Choose a photo" });
    const fourth = thumbnails.getByRole("button").nth(3);
    await fourth.click();
    await expect(fourth).toHaveAttribute("aria-current", "true");
    await expect(status).toHaveText(`Slide 4 of ${slideCount}`);

    await turnASpin(page);
  });

  test("an unknown car answers 404 with the site's not-found page", async ({ page }) => {
    const response = await page.goto("/cars/no-such-car-anywhere");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  });

  test("a car sold within the site's sold window shows the sold notice", async ({ page }) => {
    await openSearch(page, `${allStockPath}?status=sold`);
    const [sold] = await visibleCards(page);
    if (!sold) throw new Error("no sold car inside the sold window");
    const response = await page.goto(sold.href);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(sold.title);
    await expect(
      page.getByRole("heading", { level: 2, name: /^Unfortunately this \w+ recently sold\.$/ }),
    ).toBeVisible();
    await expect(
      page.getByText(/^But don't worry, we can help you find a similar \w+!$/),
    ).toBeVisible();
    await expect(page.getByText("SOLD", { exact: true })).toBeVisible();
    // The notice's link opens the page's enquiry form, asking for a similar car.
    const similar = page.getByRole("link", { name: "Find Me Something Similar" });
    await expect(similar).toHaveAttribute("href", `${sold.href}?intent=similar#enquire`);
    await similar.click();
    await expect(page.getByRole("dialog", { name: "Find Me Something Similar" })).toBeVisible();
  });
});

test.describe("accessibility of the vehicle page", () => {
  test("a vehicle page has no WCAG A/AA violations, before and after 'show more'", async ({
    page,
  }) => {
    // Two axe scans of the whole vehicle page take most of 30 s on a busy machine.
    test.slow();
    const card = await pricedCard(page);
    await page.goto(card.href);
    const toggle = keyInformation(page).getByRole("button", { name: /^show (more|less)$/ });
    await expectInteractive(toggle);
    await expectNoAxeViolations(page, "a vehicle page");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expectNoAxeViolations(page, "a vehicle page with all its key information");
  });
});
