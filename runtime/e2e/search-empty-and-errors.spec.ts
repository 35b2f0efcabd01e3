import {
  allStockPath,
  cardTitles,
  countLine,
  countLineText,
  expectResultsSettled,
  facetCheckbox,
  filterPanel,
  isEngineUrl,
  openFacetGroup,
  openSearch,
  pagination,
  searchAfter,
  searchResults,
} from "./support/search-page.ts";
import { expect, test } from "./support/test.ts";

const emptyMessage =
  "No results found for your search at this time. Please try adjusting the filters for more results.";

test.describe("a search that finds nothing", () => {
  test("says so and offers 'Clear Filters' to the special offers", async ({ page }) => {
    await openSearch(page, allStockPath);
    const keyword = filterPanel(page).getByRole("searchbox", { name: "Keyword" });

    await searchAfter(
      page,
      async () => {
        await keyword.fill("zzzzzz");
        await keyword.press("Enter");
      },
      /[?&]query=zzzzzz(&|$)/,
    );

    const results = searchResults(page);
    await expect(results.getByRole("heading", { name: "No Results Available" })).toBeVisible();
    await expect(results.getByText(emptyMessage, { exact: true })).toBeVisible();
    await expect(countLine(page)).toHaveText("0 vehicles");
    await expect(pagination(page)).toHaveCount(0);

    const clear = results.getByRole("link", { name: "Clear Filters", exact: true });
    await expect(clear).toHaveAttribute("href", "/special-offers");
    await clear.click();
    await expect(page).toHaveURL(/\/special-offers$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("an impossible price for a make is empty straight from the address", async ({ page }) => {
    const response = await page.goto("/search/toyota?price=900000%3A990000");
    expect(response?.status()).toBe(200);
    const results = searchResults(page);
    await expect(results.getByRole("heading", { name: "No Results Available" })).toBeVisible();
    await expect(results.getByText(emptyMessage, { exact: true })).toBeVisible();
    await expect(results.getByRole("link", { name: "Clear Filters", exact: true })).toBeVisible();
  });
});

test.describe("a search engine that stops answering", () => {
  test("keeps the last results on screen while the next search runs", async ({ page }) => {
    await openSearch(page, "/search/used-cars");
    const shown = await cardTitles(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(isEngineUrl, async (route) => {
      await held;
      await route.continue();
    });

    await facetCheckbox(await openFacetGroup(page, "Make"), "Toyota").click();

    await expect(page).toHaveURL(/\/search\/toyota\?car_type=used$/);
    await expect(searchResults(page).getByRole("list").first()).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(searchResults(page).getByText("Updating…")).toBeVisible();
    expect(await cardTitles(page)).toEqual(shown);
    release();
    // The client waits up to 10 s for the built-in engine, so the held search's own answer,
    // once let through, is the one that settles the results.
    await expectResultsSettled(page, { timeout: 15_000 });
    const titles = await cardTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(/^\d{4} Toyota /);
  });

  test("keeps the last results after a failure, says so, and recovers on retry", async ({
    page,
  }) => {
    await openSearch(page, "/search/used-cars");
    const shown = await cardTitles(page);
    const count = await countLineText(page);
    await page.route(isEngineUrl, (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ message: "Internal error", status: 500 }),
      }),
    );

    await facetCheckbox(await openFacetGroup(page, "Make"), "Toyota").click();

    const alert = searchResults(page).getByRole("alert");
    // The search client tries again once before it gives up; a busy machine takes a while.
    await expect(alert).toContainText(
      "We couldn't refresh the results. Showing the last results.",
      {
        timeout: 15_000,
      },
    );
    await expect(alert.getByRole("button", { name: "Try again" })).toBeVisible();
    expect(await cardTitles(page)).toEqual(shown);
    await expect(countLine(page)).toHaveText(count);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(filterPanel(page).getByRole("searchbox", { name: "Keyword" })).toBeEditable();

    await page.unroute(isEngineUrl);
    await searchAfter(page, () => alert.getByRole("button", { name: "Try again" }).click());

    await expect(alert).toHaveCount(0);
    const titles = await cardTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(/^\d{4} Toyota /);
  });
});
