import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { tabTo } from "./support/keyboard.ts";
import {
  allStockPath,
  expectInteractive,
  openSearch,
  searchResults,
} from "./support/search-page.ts";
import { compareOrigin } from "./support/sites.ts";
import { expect, test } from "./support/test.ts";

/** The car a save control names ("Compare 2022 Ford Focus Trend" names "2022 Ford Focus Trend"). */
const carOf = async (control: Locator, verb: string) =>
  ((await control.getAttribute("aria-label")) ?? "").replace(`${verb} `, "");

/** Presses a toggle by keyboard and waits for it to show it is on. */
async function pressOn(page: Page, toggle: Locator, key: "Enter" | " ") {
  await tabTo(page, toggle);
  await page.keyboard.press(key === " " ? "Space" : key);
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
}

test.describe("favourites and compare", () => {
  test("two cars chosen from the results are compared side by side, all by keyboard", async ({
    page,
    baseURL,
  }) => {
    // Two axe runs besides the journey.
    test.slow();
    await openSearch(page, `${compareOrigin(baseURL)}${allStockPath}`);
    const results = searchResults(page);
    // Each car that can be compared has a Compare toggle.
    const toggles = results.getByRole("button", { name: /^Compare / });
    await expectInteractive(toggles.first());
    const [first, second] = [toggles.nth(0), toggles.nth(1)];
    const chosen = [await carOf(first, "Compare"), await carOf(second, "Compare")];

    await pressOn(page, first, "Enter");
    await pressOn(page, second, " ");
    const link = results.getByRole("link", { name: "Compare (2)" });
    await tabTo(page, link, { backwards: true });
    await expectNoAxeViolations(
      page,
      "the results with two cars chosen",
      '[data-slot="search-results"]',
    );
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/compare$/);
    await expect(page.getByRole("heading", { level: 1, name: "Compare Cars" })).toBeVisible();
    const table = page.getByRole("region", { name: "Compared cars" }).getByRole("table");
    const columns = table.getByRole("columnheader");
    await expect(columns).toHaveCount(2);
    for (const [index, title] of chosen.entries())
      await expect(columns.nth(index).getByRole("link", { name: title })).toBeVisible();
    const odometer = table
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "Odometer" }) });
    await expect(odometer.getByRole("cell")).toHaveText([/^[\d,]+ km$/, /^[\d,]+ km$/]);
    await expectNoAxeViolations(page, "the compare page");

    const remove = table.getByRole("button", { name: `Remove ${chosen[0]}` });
    await tabTo(page, remove);
    await page.keyboard.press("Enter");
    await expect(columns).toHaveCount(1);
    await expect(columns.first().getByRole("link", { name: chosen[1] })).toBeVisible();

    // The list is the browser's, per site: it is there after a reload, and not on the other site.
    await page.reload();
    await expect(columns).toHaveCount(1, { timeout: 15_000 });
    await page.goto("/compare");
    await expect(page.getByText("Choose cars to compare from the search results.")).toBeVisible({
      timeout: 15_000,
    });
  });

  test("a car saved with the heart is on the favourites page, from which it can be removed", async ({
    page,
  }) => {
    // An axe run besides the journey.
    test.slow();
    await openSearch(page, allStockPath);
    const results = searchResults(page);
    const heart = results.getByRole("button", { name: /^Save / }).first();
    await expectInteractive(heart);
    const title = await carOf(heart, "Save");
    await pressOn(page, heart, "Enter");
    const link = results.getByRole("link", { name: "Favourites (1)" });
    await tabTo(page, link, { backwards: true });
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/favourites$/);
    const saved = page.getByRole("region", { name: "Saved cars" });
    await expect(saved.getByRole("link", { name: title })).toBeVisible();
    await expectNoAxeViolations(page, "the favourites page");
    await tabTo(page, saved.getByRole("button", { name: `Remove ${title}` }));
    await page.keyboard.press("Enter");
    await expect(saved.getByText("You have not saved any cars yet.")).toBeVisible();
  });
});
