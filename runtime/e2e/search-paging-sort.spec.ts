import type { Page } from "@playwright/test";
import {
  countLine,
  countLineText,
  expectResultsSettled,
  facetCheckbox,
  isEngineUrl,
  layoutShiftsSince,
  openFacetGroup,
  openSearch,
  pagination,
  searchAfter,
  searchResults,
  visibleCards,
} from "./support/search-page.ts";
import { expect, test } from "./support/test.ts";

const pricesOf = async (page: Page) =>
  (await visibleCards(page)).flatMap((card) => (card.price === null ? [] : [card.price]));

const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

test.describe("paging and sorting results", () => {
  test("page 2 shows the next vehicles, and a new filter goes back to page 1", async ({ page }) => {
    await openSearch(page, "/search/used-cars");
    const count = await countLineText(page);
    const firstPage = (await visibleCards(page)).map((card) => card.href);
    await expect(pagination(page).getByRole("link", { name: "Page 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await searchAfter(
      page,
      () => pagination(page).getByRole("link", { name: "Page 2" }).click(),
      /\/search\/used-cars\?page=2$/,
    );

    await expect(pagination(page).getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(countLine(page)).toHaveText(count);
    const secondPage = (await visibleCards(page)).map((card) => card.href);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);

    const suv = facetCheckbox(await openFacetGroup(page, "Body Type"), "SUV");
    await searchAfter(page, () => suv.click(), /\/search\/used-cars\?body=SUV$/);

    await expect(pagination(page).getByRole("link", { name: "Page 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("a page chosen at the foot of the results opens at the top once its cars are in", async ({
    page,
  }) => {
    await openSearch(page, "/search/used-cars");
    const firstPage = (await visibleCards(page)).map((card) => card.href);
    // The engine answers only when told to, as a slow connection would.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route(isEngineUrl, async (route) => {
      await answered;
      await route.continue();
    });
    const pageTwo = pagination(page).getByRole("link", { name: "Page 2" });
    await pageTwo.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => scrollY);
    expect(scrolledTo).toBeGreaterThan(0);

    await pageTwo.click();
    await expect(page).toHaveURL(/\/search\/used-cars\?page=2$/);
    await expect(searchResults(page)).toHaveAttribute("data-state", "loading");
    // The first page's cars stay where the shopper was while the second page's are on their way.
    expect(await page.evaluate(() => scrollY)).toBe(scrolledTo);

    answer();
    await expect(searchResults(page)).toHaveAttribute("data-href", /\?page=2$/);
    await expectResultsSettled(page);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    const secondPage = (await visibleCards(page)).map((card) => card.href);
    expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);
    await expect(pageTwo).toHaveAttribute("aria-current", "page");
    await expect(pageTwo).toBeFocused();
  });

  test("paging on, the next page is fetched ahead and shows without waiting for the engine", async ({
    page,
  }) => {
    await openSearch(page, "/search/used-cars");
    /** The result pages (1-based) the browser asks the engine for. */
    const asked: number[] = [];
    page.on("request", (request) => {
      if (request.method() !== "POST" || !isEngineUrl(new URL(request.url()))) return;
      const [main] = (request.postDataJSON()?.requests ?? []) as { page?: number }[];
      if (main?.page !== undefined) asked.push(main.page + 1);
    });
    await searchAfter(
      page,
      () => pagination(page).getByRole("link", { name: "Page 2" }).click(),
      /\/search\/used-cars\?page=2$/,
    );
    await expect.poll(() => asked).toContain(3);
    expect(asked.filter((number) => number > 3)).toEqual([]);

    // The engine no longer answers: page 3 is shown from what was fetched ahead.
    await page.route(isEngineUrl, (route) => route.abort());
    const secondPage = (await visibleCards(page)).map((card) => card.href);
    await pagination(page).getByRole("link", { name: "Next" }).click();
    await expect(searchResults(page)).toHaveAttribute("data-href", /\?page=3$/);
    await expectResultsSettled(page);
    await expect(page).toHaveURL(/\/search\/used-cars\?page=3$/);
    const thirdPage = (await visibleCards(page)).map((card) => card.href);
    expect(thirdPage.length).toBeGreaterThan(0);
    expect(thirdPage.filter((href) => secondPage.includes(href))).toEqual([]);
    await expect(pagination(page).getByRole("link", { name: "Page 3" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("'Price (Low to High)' orders prices upwards across pages; a new sort goes to page 1", async ({
    page,
  }) => {
    await openSearch(page, "/search/used-cars");
    const sort = searchResults(page).getByRole("combobox", { name: "Sort by" });

    await searchAfter(
      page,
      () => sort.selectOption({ label: "Price (Low to High)" }),
      /\/search\/used-cars\?sortBy=cars_price_asc$/,
    );

    await expect(sort).toHaveValue("cars_price_asc");
    const firstPage = await pricesOf(page);
    expect(firstPage.length).toBeGreaterThan(1);
    expect(firstPage).toEqual(ascending(firstPage));

    await searchAfter(
      page,
      () => pagination(page).getByRole("link", { name: "Page 2" }).click(),
      /\/search\/used-cars\?page=2&sortBy=cars_price_asc$/,
    );

    const secondPage = await pricesOf(page);
    expect(secondPage).toEqual(ascending(secondPage));
    expect(secondPage[0]).toBeGreaterThanOrEqual(firstPage.at(-1) ?? 0);

    await searchAfter(
      page,
      () => sort.selectOption({ label: "Year (Newest First)" }),
      /\/search\/used-cars\?sortBy=cars_year_desc$/,
    );
    await expect(sort).toHaveValue("cars_year_desc");

    // Back and forward show each address's sort in the select, with its results.
    await searchAfter(
      page,
      () => page.goBack(),
      /\/search\/used-cars\?page=2&sortBy=cars_price_asc$/,
    );
    await expect(sort).toHaveValue("cars_price_asc");
    await searchAfter(page, () => page.goBack(), /\/search\/used-cars\?sortBy=cars_price_asc$/);
    await searchAfter(page, () => page.goBack(), /\/search\/used-cars$/);
    await expect(sort).toHaveValue("");
    await searchAfter(page, () => page.goForward(), /\/search\/used-cars\?sortBy=cars_price_asc$/);
    await expect(sort).toHaveValue("cars_price_asc");
  });

  test("the pagination holds its place when the page jumps down to it", async ({ page }) => {
    await openSearch(page, "/search/used-cars");
    // Once the results are painted, every card is laid out at its own height.
    await expect(page.locator('[data-slot="search-results-grid"]')).toHaveAttribute(
      "data-state",
      "laid-out",
    );
    const pageTwo = pagination(page).getByRole("link", { name: "Page 2" });
    const jumped = await page.evaluate(() => performance.now());
    // As a drag of the scrollbar or a search of the page's text would bring it on screen.
    await pageTwo.scrollIntoViewIfNeeded();

    // The last row of cards, now on screen, is drawn: nothing on screen moved as it was.
    const lastTitle = page.locator('[data-slot="vehicle-card"] h3').last();
    await expect
      .poll(() =>
        lastTitle.evaluate((title) => title.checkVisibility({ contentVisibilityAuto: true })),
      )
      .toBe(true);
    expect(await layoutShiftsSince(page, jumped)).toEqual([]);
  });

  test("'Price (High to Low)' orders prices downwards", async ({ page }) => {
    await openSearch(page, "/search/toyota");
    const sort = searchResults(page).getByRole("combobox", { name: "Sort by" });

    await searchAfter(
      page,
      () => sort.selectOption({ label: "Price (High to Low)" }),
      /\/search\/toyota\?sortBy=cars_price_desc$/,
    );

    const prices = await pricesOf(page);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual(ascending(prices).reverse());
  });
});
