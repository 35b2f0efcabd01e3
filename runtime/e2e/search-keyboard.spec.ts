import { expectNoAxeViolations } from "./support/axe.ts";
import { tabTo } from "./support/keyboard.ts";
import {
  allStockPath,
  countText,
  dollars,
  expectInteractive,
  expectResultsSettled,
  facetGroupButton,
  facetValueCount,
  filterPanel,
  isSearchCall,
  pagination,
  searchResults,
  visibleCards,
  watchSearches,
} from "./support/search-page.ts";
import { expect, test } from "./support/test.ts";

// Hundreds of key presses: a trace would snapshot the page after each one, taking minutes.
test.use({ trace: "off" });

test.describe("searching with the keyboard alone", () => {
  test("from the home page to a vehicle: filters, slider, sort and paging", async ({ page }) => {
    test.slow();
    await page.goto("/");
    const hero = page.getByRole("search", { name: "Find your next vehicle" });
    const bodyType = hero.getByRole("combobox", { name: "Body Type" });
    await expectInteractive(bodyType);

    await tabTo(page, bodyType);
    await page.keyboard.press("ArrowDown");
    await expect(bodyType.locator("option:checked")).toHaveText(/^SUV \(/);
    await tabTo(page, hero.getByRole("button", { name: /^Show Me/ }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\/.*[?&]body=SUV(&|$)/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/for Sale$/);

    const make = facetGroupButton(page, "Make");
    await expectInteractive(make);
    await tabTo(page, make);
    await page.keyboard.press("Enter");
    await expect(make).toHaveAttribute("aria-expanded", "true");
    const toyota = filterPanel(page).getByRole("checkbox", { name: /^Toyota [\d,]+$/ });
    await tabTo(page, toyota);
    let searched = page.waitForResponse(isSearchCall);
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/\/search\/toyota\?body=SUV$/);
    await searched;
    await expectResultsSettled(page);
    await expect(toyota).toBeFocused();
    await expect(toyota).toBeChecked();

    const price = facetGroupButton(page, "Price");
    await tabTo(page, price);
    await page.keyboard.press("Enter");
    const minimum = filterPanel(page).getByRole("slider", { name: "Minimum price" });
    await tabTo(page, minimum);
    const searches = watchSearches(page);
    for (let step = 0; step < 5; step++) await page.keyboard.press("ArrowRight");
    const min = dollars(await minimum.getAttribute("aria-valuetext"));
    expect(min).toBeGreaterThan(0);
    await searches.answered(`price >= ${min}`, new RegExp(`[?&]price=${min}:(&|$)`));

    const sort = searchResults(page).getByRole("combobox", { name: "Sort by" });
    await tabTo(page, sort);
    searched = page.waitForResponse(isSearchCall);
    await page.keyboard.press("ArrowDown");
    await expect(page).toHaveURL(/[?&]sortBy=cars_price_asc(&|$)/);
    await searched;
    await expectResultsSettled(page);
    await expect(sort).toHaveValue("cars_price_asc");

    const pageTwo = pagination(page).getByRole("link", { name: "Page 2" });
    await tabTo(page, pageTwo);
    searched = page.waitForResponse(isSearchCall);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await searched;
    await expectResultsSettled(page);
    await expect(pageTwo).toHaveAttribute("aria-current", "page");
    const cards = await visibleCards(page);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.title).toMatch(/^\d{4} Toyota /);
      expect(card.attributes.Body).toBe("SUV");
      if (card.price !== null) expect(card.price).toBeGreaterThanOrEqual(min);
    }

    const last = cards.at(-1);
    const lastLink = searchResults(page).getByRole("link", { name: last?.title, exact: true });
    await tabTo(page, lastLink.last(), { backwards: true });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL((url) => url.pathname === last?.href);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("on a phone, the filter drawer opens, filters and closes by keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(allStockPath);
    const trigger = page.getByRole("button", { name: "Filter Results" });
    await expectInteractive(trigger);
    await expect(filterPanel(page)).toBeHidden();

    await tabTo(page, trigger);
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Filter Results" });
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(drawer).toBeVisible();
    await expect(drawer.locator(":focus")).toHaveCount(1);
    await expect(drawer.getByRole("searchbox", { name: "Keyword" })).toBeVisible();
    await expect(drawer.getByRole("button", { name: /^Show Me/ })).toBeVisible();
    await expectNoAxeViolations(page, "the open filter drawer on a phone");
    // The page behind the drawer stays put while it is open: its scroll lock hides the
    // body's overflow (soft, so the closing checks below still run).
    await expect
      .soft(page.locator("body"), "page behind the drawer locked")
      .toHaveCSS("overflow", "hidden");

    const make = drawer.getByRole("button", { name: "Make" });
    await tabTo(page, make);
    await page.keyboard.press("Enter");
    const toyota = drawer.getByRole("checkbox", { name: /^Toyota [\d,]+$/ });
    await tabTo(page, toyota);
    const toyotas = await facetValueCount(toyota);
    const searched = page.waitForResponse(isSearchCall);
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/\/search\/toyota$/);
    await searched;
    const showMe = drawer.getByRole("button", { name: `Show Me ${countText(toyotas)}` });
    await tabTo(page, showMe);
    await page.keyboard.press("Enter");

    await expect(drawer).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAccessibleName("Filter Results 1");
    const cards = await visibleCards(page);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.title).toMatch(/^\d{4} Toyota /);
  });
});
