import type { Page } from "@playwright/test";
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
