import type { Page } from "@playwright/test";
import {
  allStockPath,
  cardTitles,
  countLine,
  countLineText,
  expectResultsSettled,
  facetCheckbox,
  filterPanel,
  openFacetGroup,
  openSearch,
  searchAfter,
} from "./support/search-page.ts";
import { expect, test } from "./support/test.ts";

type Snapshot = { path: string; count: string; titles: string[] };

async function snapshot(page: Page): Promise<Snapshot> {
  await expectResultsSettled(page);
  const url = new URL(page.url());
  return {
    path: url.pathname + url.search,
    count: await countLineText(page),
    titles: await cardTitles(page),
  };
}

async function expectShowing(page: Page, expected: Snapshot): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname + url.search === expected.path);
  await expect(countLine(page)).toHaveText(expected.count);
  await expect.poll(() => cardTitles(page)).toEqual(expected.titles);
}

test.describe("search state in the address", () => {
  test("back and forward step through the filters with their results", async ({ page }) => {
    await openSearch(page, allStockPath);
    const everything = await snapshot(page);

    const toyota = facetCheckbox(await openFacetGroup(page, "Make"), "Toyota");
    await searchAfter(page, () => toyota.click(), /\/search\/toyota$/);
    const toyotas = await snapshot(page);
    expect(toyotas.path).toBe("/search/toyota");

    const suv = facetCheckbox(await openFacetGroup(page, "Body Type"), "SUV");
    await searchAfter(page, () => suv.click(), /\/search\/toyota\?body=SUV$/);
    const toyotaSuvs = await snapshot(page);
    expect(toyotaSuvs.path).toBe("/search/toyota?body=SUV");
    expect(toyotaSuvs.titles).not.toEqual(toyotas.titles);

    await page.goBack();
    await expectShowing(page, toyotas);
    await expect(suv).not.toBeChecked();
    await expect(toyota).toBeChecked();

    await page.goBack();
    await expectShowing(page, everything);
    await expect(filterPanel(page).getByRole("checkbox", { checked: true })).toHaveCount(0);

    await page.goForward();
    await expectShowing(page, toyotas);
    await page.goForward();
    await expectShowing(page, toyotaSuvs);
    await expect(suv).toBeChecked();
  });

  test("a filtered address reloads to the same results", async ({ page }) => {
    const path = "/search/toyota?body=SUV&price=20000%3A60000&sortBy=cars_price_asc";
    await openSearch(page, path);
    const first = await snapshot(page);
    expect(first.titles.length).toBeGreaterThan(0);

    await page.reload();
    await expectShowing(page, first);
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("cars_price_asc");
  });

  test("a filtered address is rendered with its results before any script runs", async ({
    browser,
    page,
  }) => {
    const path = "/search/used-cars?make=Mazda%2CKia&body=SUV";
    await openSearch(page, path);
    const live = await snapshot(page);

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const staticPage = await noScript.newPage();
    await staticPage.goto(path);
    await expect(staticPage.getByRole("heading", { level: 1 })).toHaveText("Used Cars for Sale");
    await expect(countLine(staticPage)).toHaveText(live.count);
    expect(await cardTitles(staticPage)).toEqual(live.titles);
    await noScript.close();
  });
});
