import type { Locator, Page } from "@playwright/test";
import { arrowToRadio, tabTo } from "./keyboard.ts";
import { allStockPath, openSearch, visibleCards } from "./search-page.ts";
import { journeyPhone, signInThroughApi } from "./sign-in.ts";

/**
 * Signs a shopper in on `origin` and finds a car on results page `resultsPage` whose checkout is
 * open: each journey reserving cars picks from a page of stock the others do not.
 */
export async function signInWithOpenCheckout(
  page: Page,
  origin: string,
  resultsPage: number,
): Promise<string> {
  await openSearch(page, `${origin}${allStockPath}?status=in_stock&page=${resultsPage}`);
  await signInThroughApi(page, journeyPhone());
  const slugs = (await visibleCards(page)).map((card) => card.href.replace(/^\/cars\//, ""));
  const slug = await page.evaluate(async (candidates) => {
    for (const candidate of candidates) {
      const answer = await fetch(`/api/checkout/${candidate}`).then((response) => response.json());
      if (answer.state === "open") return candidate;
    }
    return undefined;
  }, slugs);
  if (!slug) throw new Error("no car on the page can be reserved");
  return slug;
}

/**
 * On the checkout's trade-in step, moves from "No trade-in" to describing the shopper's car by
 * keyboard (a 2017 Mazda 3) and submits it.
 */
export async function describeTradeInByKeyboard(page: Page, checkout: Locator): Promise<void> {
  await tabTo(page, checkout.getByRole("radio", { name: "No trade-in" }));
  await arrowToRadio(
    page,
    "ArrowDown",
    checkout.getByRole("radio", { name: "Describe my car for the dealer to value" }),
  );
  for (const answer of ["Mazda", "3", "2017"]) {
    await page.keyboard.press("Tab");
    await page.keyboard.type(answer);
  }
  await page.keyboard.press("Enter");
}
