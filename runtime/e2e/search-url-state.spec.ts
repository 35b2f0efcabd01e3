import type { Page } from "@playwright/test";
import { savedSearchMessages } from "@storefront/rules/shopper/saved-search-alerts";
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
import { journeyPhone, signInThroughApi } from "./support/sign-in.ts";
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

  test("a search saved the moment a filter's results show is that search, not the one before", async ({
    page,
  }) => {
    await openSearch(page, "/search/kia");
    await signInThroughApi(page, journeyPhone());
    const save = page.getByRole("button", { name: "Save this search" });
    const saved = page.getByText(savedSearchMessages.saved);
    // The first save asks for the alerts' email; later ones use it.
    await save.click();
    const email = page.getByRole("textbox", { name: "Email for alerts" });
    await email.fill(`saved.${Date.now()}@example.com`);
    await email.press("Enter");
    await expect(saved).toBeFocused();
    const makes = await openFacetGroup(page, "Make");
    await searchAfter(
      page,
      () => facetCheckbox(makes, "Kia").click(),
      /\/search\/new-used-and-demo-cars\/$/,
    );
    const everything = await page.getByRole("heading", { level: 1 }).innerText();

    // Save is pressed as soon as Toyota's results are on the page, before the address follows.
    await page.evaluate(() => {
      const heading = document.querySelector("h1");
      if (!heading) throw new Error("the search page has no heading");
      const observer = new MutationObserver(() => {
        if (!heading.textContent?.startsWith("Toyota")) return;
        observer.disconnect();
        const buttons = [...document.querySelectorAll("button")];
        buttons.find((button) => button.textContent === "Save this search")?.click();
      });
      observer.observe(heading, { childList: true, subtree: true, characterData: true });
    });
    await facetCheckbox(makes, "Toyota").click();
    await expect(saved).toBeFocused();
    await expect(page).toHaveURL(/\/search\/toyota$/);

    const answer = await page.request.get("/api/saved-searches");
    const list = (await answer.json()) as { saved_searches: { title: string; href: string }[] };
    const searches = list.saved_searches.map(({ title, href }) => ({ title, href }));
    expect(searches.sort((a, b) => a.href.localeCompare(b.href))).toEqual([
      { title: "Kia Cars for Sale", href: "/search/kia" },
      { title: "Toyota Cars for Sale", href: "/search/toyota" },
    ]);
    expect(everything).not.toContain("Toyota");
  });
});
