import { expectNoAxeViolations } from "./support/axe.ts";
import { scrollToBlock } from "./support/deferred-blocks.ts";
import { tabTo } from "./support/keyboard.ts";
import { allStockPath, openSearch, searchResults, visibleCards } from "./support/search-page.ts";
import { expect, test } from "./support/test.ts";

test("recent searches and recently viewed cars follow the shopper to the home page and an empty search", async ({
  page,
}) => {
  await openSearch(page, allStockPath);
  const [car] = await visibleCards(page);
  if (!car) throw new Error("the search lists no car");
  await page.goto(car.href);
  // Kept once the page is live in the browser.
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith("viewed-cars:"))),
    )
    .toBe(true);

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
  await expectNoAxeViolations(page, "/ with a recent search and a viewed car");

  // A search that finds nothing offers the recent searches; one is followed by keyboard.
  await page.goto(`${allStockPath}?query=zzzzzz`);
  await expect(
    searchResults(page).getByRole("heading", { name: "No Results Available" }),
  ).toBeVisible();
  // The empty search is the newest; the one before it lists every car.
  const again = page
    .getByRole("region", { name: "Your recent searches" })
    .locator('a:not([href*="query="])');
  await expect(again).toBeVisible({ timeout: 15_000 });
  await tabTo(page, again);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${allStockPath}$`));
  await expect(page.locator('[data-slot="vehicle-card"]').first()).toBeVisible();
});
