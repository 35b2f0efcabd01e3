import type { Locator, Page } from "@playwright/test";
import {
  isEngineUrl,
  isSearchCall,
  openSearch,
  searchAfter,
  searchResults,
  visibleCards,
} from "./support/search-page.ts";
import { expect, test } from "./support/test.ts";

type EngineAnswer = { results: { hits: { status: string }[] }[] };

/** The result card whose heading links to `href`. */
const cardLinkingTo = (page: Page, href: string): Locator =>
  searchResults(page)
    .getByRole("listitem")
    .filter({ has: page.locator(`h3 a[href="${href}"]`) });

async function expectSoldCard(sold: Locator): Promise<void> {
  await expect(sold.getByText("SOLD", { exact: true })).toBeVisible();
  await expect(sold.getByRole("link", { name: "Find Me Something Similar" })).toBeVisible();
  await expect(sold.getByRole("link", { name: "Enquire Now" })).toHaveCount(0);
}

test.describe("sold cars among the results", () => {
  test("a search of sold stock shows every sold car, marked SOLD, without Save", async ({
    page,
  }) => {
    await openSearch(page, "/search/new-used-and-demo-cars/?status=sold");
    const results = searchResults(page);
    const cards = await visibleCards(page);

    expect(cards.length, "a full page: sold cars in a row all show when all are sold").toBe(21);
    expect(cards.filter((shown) => shown.price !== null)).toEqual([]);
    await expect(results.getByText("SOLD", { exact: true })).toHaveCount(21);
    await expect(results.getByRole("link", { name: "Find Me Something Similar" })).toHaveCount(21);
    await expect(results.getByRole("link", { name: "Enquire Now" })).toHaveCount(0);
    await expect(results.getByRole("button", { name: /^Save / })).toHaveCount(0);
  });

  test("a run of sold cars shows only its first; a saved sold car keeps its heart", async ({
    page,
  }) => {
    await openSearch(page, "/search/used-cars");
    const sort = searchResults(page).getByRole("combobox", { name: "Sort by" });
    // The answer is read as it passes, not fetched through a route: proxying every search
    // through the test runner makes it slow enough, on a busy machine, for the client to give up.
    const lowToHigh = page.waitForResponse(
      (response) =>
        isSearchCall(response) && (response.request().postData() ?? "").includes("cars_price_asc"),
    );
    await searchAfter(
      page,
      () => sort.selectOption({ label: "Price (Low to High)" }),
      /\/search\/used-cars\?sortBy=cars_price_asc$/,
    );
    const lastAnswer: EngineAnswer = await (await lowToHigh).json();
    const before = await visibleCards(page);
    const saved = before[1];
    const firstOfRun = before[4];
    if (!saved || !firstOfRun) throw new Error("too few results to mark sold");
    await cardLinkingTo(page, saved.href)
      .getByRole("button", { name: `Save ${saved.title}` })
      .click();

    // The engine's next answer: the saved car has sold, and so has a run of three others.
    const soldAnswer = structuredClone(lastAnswer);
    for (const index of [1, 4, 5, 6]) {
      const hit = soldAnswer.results[0]?.hits[index];
      if (hit) hit.status = "sold";
    }
    await page.route(isEngineUrl, (route) => route.fulfill({ json: soldAnswer }));
    await searchAfter(
      page,
      () => sort.selectOption({ label: "Price (High to Low)" }),
      /\/search\/used-cars\?sortBy=cars_price_desc$/,
    );

    const hiddenAfterFirstOfRun = [before[5]?.href, before[6]?.href];
    expect((await visibleCards(page)).map((shown) => shown.href)).toEqual(
      before.map((shown) => shown.href).filter((href) => !hiddenAfterFirstOfRun.includes(href)),
    );
    const savedCard = cardLinkingTo(page, saved.href);
    await expectSoldCard(savedCard);
    await expect(savedCard.getByRole("button", { name: `Save ${saved.title}` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const runCard = cardLinkingTo(page, firstOfRun.href);
    await expectSoldCard(runCard);
    await expect(runCard.getByRole("button", { name: /^Save / })).toHaveCount(0);
  });
});
