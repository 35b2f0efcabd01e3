import {
  allStockPath,
  countLine,
  countLineText,
  countText,
  dollars,
  facetCheckbox,
  facetValueCount,
  filterPanel,
  openFacetGroup,
  openSearch,
  searchAfter,
  visibleCards,
  visibleCount,
  watchSearches,
} from "./support/search-page.ts";
import { expect, test } from "./support/test.ts";

test.describe("filtering search results", () => {
  test("checking Toyota lists only Toyotas under /search/toyota; adding Mazda lists both", async ({
    page,
  }) => {
    await openSearch(page, allStockPath);
    const everything = await visibleCount(page);
    const makes = await openFacetGroup(page, "Make");
    const toyota = facetCheckbox(makes, "Toyota");
    const toyotas = await facetValueCount(toyota);

    await searchAfter(page, () => toyota.click(), /\/search\/toyota(\?|$)/);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toyota Cars for Sale");
    await expect(countLine(page)).toHaveText(countText(toyotas));
    expect(toyotas).toBeLessThan(everything);
    await expect(toyota).toBeChecked();
    const cards = await visibleCards(page);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.title).toMatch(/^\d{4} Toyota /);

    const mazda = facetCheckbox(makes, "Mazda");
    const mazdas = await facetValueCount(mazda);
    await searchAfter(page, () => mazda.click(), /\/search\/new-used-and-demo-cars\/\?make=/);

    expect(new URL(page.url()).searchParams.get("make")).toBe("Toyota,Mazda");
    await expect(countLine(page)).toHaveText(countText(toyotas + mazdas));
    for (const card of await visibleCards(page))
      expect(card.title).toMatch(/^\d{4} (Toyota|Mazda) /);
  });

  test("two makes ticked at once, before the first one's results come, are both kept", async ({
    page,
  }) => {
    await openSearch(page, allStockPath);
    const makes = await openFacetGroup(page, "Make");
    const toyota = facetCheckbox(makes, "Toyota");
    const mazda = facetCheckbox(makes, "Mazda");
    const both = (await facetValueCount(toyota)) + (await facetValueCount(mazda));

    // In one task: the second click is made on the search shown, before the first's answer.
    const ticks = [await toyota.elementHandle(), await mazda.elementHandle()];
    await page.evaluate((boxes) => {
      for (const box of boxes) (box as HTMLElement).click();
    }, ticks);

    await expect(page).toHaveURL(/\?make=Toyota,Mazda$/);
    await expect(countLine(page)).toHaveText(countText(both));
    await expect(toyota).toBeChecked();
    await expect(mazda).toBeChecked();
  });

  test("checking SUV keeps only SUVs and puts body=SUV in the address", async ({ page }) => {
    await openSearch(page, "/search/toyota");
    const toyotas = await visibleCount(page);
    const bodies = await openFacetGroup(page, "Body Type");
    const suv = facetCheckbox(bodies, "SUV");
    const suvs = await facetValueCount(suv);

    await searchAfter(page, () => suv.click(), /\/search\/toyota\?body=SUV$/);

    await expect(countLine(page)).toHaveText(countText(suvs));
    expect(suvs).toBeLessThan(toyotas);
    const cards = await visibleCards(page);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.title).toMatch(/^\d{4} Toyota /);
      expect(card.attributes.Body, card.title).toBe("SUV");
    }
  });

  test("the price slider narrows results to whole-thousand bounds", async ({ page }) => {
    await openSearch(page, "/search/used-cars");
    const used = await visibleCount(page);
    const prices = await openFacetGroup(page, "Price");
    const minimum = prices.getByRole("slider", { name: "Minimum price" });
    const maximum = prices.getByRole("slider", { name: "Maximum price" });
    const searches = watchSearches(page);

    const keys = [...Array(12).fill("ArrowRight"), "Tab", ...Array(3).fill("PageDown")];

    await minimum.focus();
    for (const key of keys) await page.keyboard.press(key);

    const min = dollars(await minimum.getAttribute("aria-valuetext"));
    const max = dollars(await maximum.getAttribute("aria-valuetext"));
    expect(min % 1000).toBe(0);
    expect(max % 1000).toBe(0);
    expect(min).toBeGreaterThan(0);
    expect(min).toBeLessThan(max);
    await searches.answered(`price:${min} TO ${max}`, new RegExp(`\\?price=${min}:${max}$`));
    // One search once the thumbs rest (two if the machine stalls between key presses).
    expect(searches.count()).toBeLessThanOrEqual(2);
    await expect(
      prices.getByText(`$${min.toLocaleString("en-AU")}`, { exact: true }),
    ).toBeVisible();
    await expect(
      prices.getByText(`$${max.toLocaleString("en-AU")}`, { exact: true }),
    ).toBeVisible();

    expect(await visibleCount(page)).toBeLessThan(used);
    const priced = (await visibleCards(page)).filter((card) => card.price !== null);
    expect(priced.length).toBeGreaterThan(0);
    for (const card of priced) {
      expect(card.price, card.title).toBeGreaterThanOrEqual(min);
      expect(card.price, card.title).toBeLessThanOrEqual(max);
    }
  });

  test("the keyword box searches once the shopper stops typing", async ({ page }) => {
    await openSearch(page, allStockPath);
    const everything = await visibleCount(page);
    const keyword = filterPanel(page).getByRole("searchbox", { name: "Keyword" });
    const searches = watchSearches(page);

    await keyword.pressSequentially("corolla");

    await searches.answered('"query":"corolla"', /[?&]query=corolla(&|$)/);
    // One search once typing stops (two if the machine stalls between keystrokes).
    expect(searches.count()).toBeLessThanOrEqual(2);
    expect(await visibleCount(page)).toBeLessThan(everything);
    const cards = await visibleCards(page);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.title).toMatch(/Corolla/i);
  });

  test("the make list shows seven makes until 'Show all makes'", async ({ page }) => {
    await openSearch(page, allStockPath);
    const makes = await openFacetGroup(page, "Make");
    await expect(makes.getByRole("checkbox")).toHaveCount(7);

    const showAll = makes.getByRole("button", { name: "Show all makes" });
    await expect(showAll).toHaveAttribute("aria-expanded", "false");
    await showAll.click();

    expect(await makes.getByRole("checkbox").count()).toBeGreaterThan(7);
    await expect(makes.getByRole("button", { name: "Show fewer makes" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });

  test("'Clear Filters' empties the keyword, unticks the make and resets the slider", async ({
    page,
  }) => {
    await openSearch(page, allStockPath);
    const everything = await countLineText(page);
    await openSearch(page, "/search/toyota?query=hybrid&price=20000%3A60000");
    const panel = filterPanel(page);
    const minimum = panel.getByRole("slider", { name: "Minimum price" });
    const maximum = panel.getByRole("slider", { name: "Maximum price" });
    await expect(minimum).toHaveAttribute("aria-valuetext", "$20,000");

    await searchAfter(
      page,
      () => panel.getByRole("button", { name: "Clear Filters 3" }).click(),
      /\/search\/new-used-and-demo-cars\/$/,
    );

    await expect(countLine(page)).toHaveText(everything);
    await expect(panel.getByRole("searchbox", { name: "Keyword" })).toHaveValue("");
    await expect(panel.getByRole("checkbox", { checked: true })).toHaveCount(0);
    await expect(panel.getByRole("button", { name: /^Clear Filters/ })).toHaveCount(0);
    await expect(minimum).toHaveAttribute(
      "aria-valuenow",
      (await minimum.getAttribute("aria-valuemin")) ?? "",
    );
    await expect(maximum).toHaveAttribute(
      "aria-valuenow",
      (await maximum.getAttribute("aria-valuemax")) ?? "",
    );
  });
});
