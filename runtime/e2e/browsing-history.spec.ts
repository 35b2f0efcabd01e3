import { expectNoAxeViolations } from "./support/axe.ts";
import { scrollToBlock } from "./support/deferred-blocks.ts";
import { tabTo } from "./support/keyboard.ts";
import { allStockPath, openSearch, searchResults, visibleCards } from "./support/search-page.ts";
import { expect, test } from "./support/test.ts";

const usedPath = "/search/used-cars";

test("recent searches (not the whole stock unrefined) and recently viewed cars follow the shopper to the home page and a search that finds nothing", async ({
  page,
}) => {
  // Every car, unfiltered and in the default order, is no search to remember.
  await openSearch(page, allStockPath);
  const [car] = await visibleCards(page);
  if (!car) throw new Error("the search lists no car");
  await page.locator(`a[href="${car.href}"]`).first().click();
  await expect(page).toHaveURL(car.href);
  // Kept once the page is live in the browser, after what the search page had to keep.
  const kept = (prefix: string) =>
    page.evaluate(
      (start) => Object.keys(localStorage).some((key) => key.startsWith(start)),
      prefix,
    );
  await expect.poll(() => kept("viewed-cars:")).toBe(true);
  expect(await kept("search-history:")).toBe(false);

  await openSearch(page, usedPath);
  await expect.poll(() => kept("search-history:")).toBe(true);

  await page.goto("/");
  // The blocks load as the shopper comes near them; blocks loading above may push them away.
  const viewed = page.getByRole("region", { name: "Recently viewed" });
  await expect(async () => {
    await scrollToBlock(page, "recently-viewed");
    await expect(viewed.getByRole("link")).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(viewed.getByRole("link")).toHaveAttribute("href", car.href);
  const searches = page.getByRole("region", { name: "Your recent searches" });
  await expect(searches.getByRole("link")).toHaveCount(1);
  await expect(searches.getByRole("link")).toHaveAttribute("href", usedPath);
  await expectNoAxeViolations(page, "/ with a recent search and a viewed car");

  // A search that finds nothing offers the recent searches; one is followed by keyboard.
  await page.goto(`${allStockPath}?query=zzzzzz`);
  await expect(
    searchResults(page).getByRole("heading", { name: "No Results Available" }),
  ).toBeVisible();
  // The search that found nothing is the newest; the one before it lists the used cars.
  const again = page
    .getByRole("region", { name: "Your recent searches" })
    .locator('a:not([href*="query="])');
  await expect(again).toBeVisible({ timeout: 15_000 });
  await tabTo(page, again);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${usedPath}$`));
  await expect(page.locator('[data-slot="vehicle-card"]').first()).toBeVisible();
});
