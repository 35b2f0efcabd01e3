import { expectNoAxeViolations } from "./support/axe.ts";
import {
  expectInteractive,
  expectResultsSettled,
  facetGroupButton,
  filterPanel,
  openSearch,
  searchAfter,
} from "./support/search-page.ts";
import { expect, test } from "./support/test.ts";

// axe reads the whole page many times over; tracing that doubles the run, and the failure
// message already lists each violation with its element.
test.use({ trace: "off" });

test.describe("accessibility of the search journey", () => {
  test("home page has no WCAG A/AA violations", async ({ page }) => {
    await page.goto("/");
    await expectInteractive(page.getByRole("button", { name: /^Show Me/ }));
    await expectNoAxeViolations(page, "the home page");
  });

  test("search page has none before and after filtering", async ({ page }) => {
    await openSearch(page, "/search/used-cars");
    await expectNoAxeViolations(page, "the used cars search");

    await facetGroupButton(page, "Make").click();
    const toyota = filterPanel(page).getByRole("checkbox", { name: /^Toyota [\d,]+$/ });
    await searchAfter(page, () => toyota.click(), /\/search\/toyota\?car_type=used$/);
    await facetGroupButton(page, "Price").click();
    await expect(filterPanel(page).getByRole("slider", { name: "Maximum price" })).toBeVisible();
    await expectResultsSettled(page);
    // Filtering changed only the main content; the whole page was checked above.
    await expectNoAxeViolations(page, "the used Toyota search with open filters", "main");
  });
});
