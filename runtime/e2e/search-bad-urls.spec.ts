import {
  allStockPath,
  countLine,
  countLineText,
  pagination,
  searchResults,
  visibleCards,
  visibleCount,
} from "./support/search-page.ts";
import { expect, test } from "./support/test.ts";

test.describe("addresses the search cannot read", () => {
  test("malformed parameters are dropped: Toyota results from page 1", async ({ page }) => {
    const response = await page.goto("/search/used-cars?page=-3&price=cheap&make=Toyota");
    expect(response?.status()).toBe(200);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toyota Cars for Sale");
    const shown = await visibleCards(page);
    expect(shown.length).toBeGreaterThan(0);
    for (const card of shown) {
      expect(card.title).toMatch(/^\d{4} Toyota /);
      expect(card.attributes.Condition, card.title).toBe("Used");
    }
    await expect(pagination(page).getByRole("link", { name: "Page 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(searchResults(page).getByRole("alert")).toHaveCount(0);
    const count = await countLineText(page);

    await page.goto("/search/toyota?car_type=used");
    await expect(countLine(page)).toHaveText(count);
    expect(await visibleCards(page)).toEqual(shown);
  });

  test("a page past the last still offers a way back to the pages that exist", async ({ page }) => {
    const response = await page.goto("/search/used-cars?page=999");
    expect(response?.status()).toBe(200);
    expect(await visibleCount(page)).toBeGreaterThan(21);

    // The search matches hundreds of cars; this page of it is simply past the end.
    await expect(pagination(page).getByRole("link", { name: "Page 1" })).toBeVisible();
  });

  test("a path naming no make answers 404 with the site's not-found page", async ({ page }) => {
    const response = await page.goto("/search/not-a-make");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(page.getByText("Sorry, we couldn't find that page.")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: /Motor Group/ })).toBeVisible();
    await expect(searchResults(page)).toHaveCount(0);
  });

  test("an unknown model of a known make is a 404 too", async ({ page }) => {
    const response = await page.goto("/search/toyota/not-a-model");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  });

  test("a vehicle the site does not list is a 404; one from the results opens", async ({
    page,
  }) => {
    const missing = await page.goto("/cars/not-a-car");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");

    await page.goto(allStockPath);
    const [first] = await visibleCards(page);
    await page.locator('[data-slot="vehicle-card"] h3 a').first().click();
    const heading = page.getByRole("heading", { level: 1 });
    await expect(page).toHaveURL(first!.href);
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveText("Page Not Found");

    const loaded = await page.goto(first!.href);
    expect(loaded?.status()).toBe(200);
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveText("Page Not Found");
  });
});
