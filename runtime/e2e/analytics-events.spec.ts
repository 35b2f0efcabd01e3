import { eventIds } from "./support/analytics.ts";
import {
  allStockPath,
  facetCheckbox,
  openFacetGroup,
  openSearch,
  searchAfter,
  visibleCards,
} from "./support/search-page.ts";
import { expect, test } from "./support/test.ts";

test("a search page view, a saved car and a phone call each reach the data layer", async ({
  page,
}) => {
  await page.goto("/search/used-cars");
  expect((await visibleCards(page)).length).toBeGreaterThan(0);
  await expect.poll(() => eventIds(page)).toEqual([49]);

  const card = page.locator('[data-slot="vehicle-card"]').first();
  await card.getByRole("button", { name: /^Save / }).click();
  await expect.poll(() => eventIds(page)).toEqual([49, 39]);

  // Dialling is left to the phone; the click is what counts.
  await page.evaluate(() =>
    document.addEventListener("click", (event) => {
      if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault();
    }),
  );
  await page.getByRole("contentinfo").locator('a[href^="tel:"]').first().click();
  await expect.poll(() => eventIds(page)).toEqual([49, 39, 25]);
});

test("choosing a filter is not another search page view; arriving from a menu is", async ({
  page,
}) => {
  await openSearch(page, allStockPath);
  await expect.poll(() => eventIds(page)).toEqual([49]);

  // One make moves the search to /search/toyota: still the same view of the search page.
  const makes = await openFacetGroup(page, "Make");
  await searchAfter(page, () => facetCheckbox(makes, "Toyota").click(), /\/search\/toyota(\?|$)/);
  await searchAfter(
    page,
    () => facetCheckbox(makes, "Mazda").click(),
    /\/search\/new-used-and-demo-cars\/\?make=/,
  );
  expect(await eventIds(page)).toEqual([49]);

  // Back on the home page and into the search again, without a page load: a new view.
  await page.getByRole("banner").getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page
    .getByRole("main")
    .getByRole("link", { name: /^Mazda/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/search\/mazda$/);
  await expect.poll(() => eventIds(page)).toEqual([49, 49]);
});
