import type { Page, Response } from "@playwright/test";
import { eventIds } from "./support/analytics.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import {
  allStockPath,
  expectInteractive,
  openSearch,
  type ResultCard,
  searchResults,
  visibleCards,
} from "./support/search-page.ts";
import { expect, test } from "./support/test.ts";

/** The cards of a search, with their slugs. */
async function listedCars(page: Page, path: string): Promise<(ResultCard & { slug: string })[]> {
  await openSearch(page, path);
  return (await visibleCards(page)).map((card) => ({
    ...card,
    slug: card.href.replace(/^\/cars\//, ""),
  }));
}

/** The offer's availability a vehicle page's JSON-LD gives (InStock, Reserved, ...). */
async function availabilityOf(page: Page, href: string): Promise<string> {
  const html = await (await page.request.get(href)).text();
  const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
  return JSON.parse(jsonLd ?? "{}").offers?.availability ?? "";
}

const isViewCount = (response: Response) =>
  /^\/api\/cars\/[^/]+\/view\.json$/.test(new URL(response.url()).pathname);

const sidebar = (page: Page) => page.locator('[data-slot="vehicle-summary"]');

test.describe("the vehicle page's location, reserve, favourite and view count", () => {
  test("the sidebar's location link scrolls to the banner, which shows the dealership", async ({
    page,
  }) => {
    // Two axe runs besides the journey.
    test.slow();
    const [car] = await listedCars(page, allStockPath);
    if (!car) throw new Error("the search lists no car");
    await page.goto(car.href);
    const located = sidebar(page).getByRole("link", { name: /^Located at / });
    const locationName = ((await located.textContent()) ?? "").replace(/^Located at /, "");
    await expectInteractive(located);
    // Below the fold, the banner is not loaded yet: only its place holds the anchor.
    await expect(page.locator('[data-slot="vehicle-location"]')).toHaveCount(0);

    await located.click();
    await expect(page).toHaveURL(/#vehicle-map$/);
    const banner = page.getByRole("region", { name: "Our Location" });
    await expect(banner).toHaveAttribute("id", "vehicle-map");
    await expect(banner).toBeInViewport();
    await expect(banner.locator('[data-slot="vehicle-location-name"]')).toHaveText(locationName);
    await expect(banner.locator("address")).toHaveText(/^.+, .+ [A-Z]{2,3} \d{4}$/);
    await expect(banner.getByRole("link", { name: /^Call \d\d \d{4} \d{4}$/ })).toHaveAttribute(
      "href",
      /^tel:0\d{9}$/,
    );
    await expect(banner.getByRole("link", { name: /^Get Directions/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );
    // No maps token on this site: a static map, nothing fetched from a map service.
    await expect(banner.locator('[data-slot="vehicle-location-map"]')).toHaveAttribute(
      "data-state",
      "static",
    );

    await expectNoAxeViolations(page, "the location banner", '[data-slot="vehicle-location"]');
    await expectNoAxeViolations(page, "the sidebar", '[data-slot="vehicle-summary"]');

    const stock = banner.getByRole("link", { name: "View Our Stock" });
    await expect(stock).toHaveAttribute("href", /^\/search\/southern-cross-[a-z-]+$/);
    await stock.click();
    await expect(page).toHaveURL(/\/search\/southern-cross-[a-z-]+$/);
    await expect(searchResults(page).locator('[data-slot="vehicle-card"]').first()).toBeVisible();

    // On a phone, Back with the menu open comes back to the car with the menu closed, though
    // no menu link leads to either page.
    await page.setViewportSize({ width: 390, height: 844 });
    const menuButton = page.getByRole("banner").getByRole("button", { name: "Menu" });
    await menuButton.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`${car.href}#vehicle-map`);
    await expect(menu).toBeHidden();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  });

  test("an available car offers Reserve for $200 and Buy Online at its checkout; a sold car neither", async ({
    page,
  }) => {
    const cars = (await listedCars(page, `${allStockPath}?status=in_stock`)).filter(
      (card) => card.price !== null,
    );
    let eligible: (typeof cars)[number] | undefined;
    for (const car of cars) {
      if ((await availabilityOf(page, car.href)) === "https://schema.org/InStock") {
        eligible = car;
        break;
      }
    }
    if (!eligible) throw new Error("no unreserved priced car in stock");
    await page.goto(eligible.href);
    const reserve = sidebar(page).getByRole("link", { name: "Reserve for $200" });
    await expect(reserve).toHaveAttribute("href", `/cars/${eligible.slug}/checkout`);
    const buy = sidebar(page).getByRole("link", { name: "Buy Online" });
    await expect(buy).toHaveAttribute("href", `/cars/${eligible.slug}/checkout`);
    // The server's HTML has them already.
    expect(await (await page.request.get(eligible.href)).text()).toContain("Reserve for $200");
    // Reserving needs a signed-in shopper, also where the site does not gate checkout: a
    // signed-out one is sent to sign in, to come back to the checkout or back to the car.
    await reserve.click();
    await expect(page).toHaveURL(/\/sign-in\?/);
    const signIn = new URL(page.url()).searchParams;
    expect(Object.fromEntries(signIn)).toEqual({
      type: "checkout",
      redirect: `/cars/${eligible.slug}/checkout`,
      back: `/cars/${eligible.slug}`,
    });

    const [sold] = await listedCars(page, `${allStockPath}?status=sold`);
    if (!sold) throw new Error("no sold car inside the sold window");
    await page.goto(sold.href);
    await expect(sidebar(page).getByText("SOLD", { exact: true })).toBeVisible();
    await expect(sidebar(page).getByRole("link", { name: /^Reserve for / })).toHaveCount(0);
    await expect(sidebar(page).getByRole("link", { name: "Buy Online" })).toHaveCount(0);
  });

  test("saving a car on its page shows it saved on the search results", async ({ page }) => {
    const car = (await listedCars(page, allStockPath)).find((card) => card.price !== null);
    if (!car) throw new Error("no priced car listed");
    await page.goto(car.href);
    const save = sidebar(page).getByRole("button", { name: `Save ${car.title}` });
    await expectInteractive(save);
    await expect(save).toHaveAttribute("aria-pressed", "false");
    await save.click();
    await expect(save).toHaveAttribute("aria-pressed", "true");
    expect(await eventIds(page)).toContain(39);

    await openSearch(page, allStockPath);
    const card = searchResults(page)
      .locator('[data-slot="vehicle-card"]')
      .filter({ has: page.locator(`h3 a[href="${car.href}"]`) });
    await expect(card.getByRole("button", { name: `Save ${car.title}` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("each opening of a vehicle page counts one view on the server", async ({ page }) => {
    // A car the other journeys do not open, so only this journey counts its views.
    const car = (await listedCars(page, `${allStockPath}?status=coming_soon`)).at(-1);
    if (!car) throw new Error("no car coming soon");
    const counted: string[] = [];
    page.on("request", (request) => {
      if (/\/view\.json\?/.test(request.url())) counted.push(request.url());
    });

    // Reading the counter counts a view too.
    const viewsNow = async () => {
      const answer = await page.request.get(`/api/cars/${car.slug}/view.json`);
      expect(answer.status()).toBe(200);
      return ((await answer.json()) as { views: number }).views;
    };
    const before = await viewsNow();

    for (const _ of [1, 2]) {
      const answered = page.waitForResponse(isViewCount);
      await page.goto(car.href);
      const response = await answered;
      expect(response.status()).toBe(200);
      const url = new URL(response.url());
      expect(url.pathname).toBe(`/api/cars/${car.slug}/view.json`);
      expect(url.searchParams.get("photos_count")).toMatch(/^\d+$/);
      expect(url.searchParams.get("website_id")).toBe("southern-cross-motor-group");
    }
    // Two openings and this reading: a second request from either page would have counted too.
    expect(await viewsNow()).toBe(before + 3);
    expect(counted).toHaveLength(2);
  });
});
