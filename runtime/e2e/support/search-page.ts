import { expect, type Locator, type Page, type Response } from "@playwright/test";

/** The site's default search listing (new, used and demo stock). */
export const allStockPath = "/search/new-used-and-demo-cars/";

/** One vehicle card as the shopper reads it. */
export type ResultCard = {
  title: string;
  href: string;
  /** The advertised price in dollars, or null for 'Enquire for price.' and sold cars. */
  price: number | null;
  /** The card's attributes, such as { Body: "SUV", Condition: "Used" }. */
  attributes: Record<string, string>;
};

export const searchResults = (page: Page): Locator =>
  page.getByRole("region", { name: "Search results" });

export const filterPanel = (page: Page): Locator =>
  page.getByRole("region", { name: "Filter Results" });

export const pagination = (page: Page): Locator =>
  page.getByRole("navigation", { name: "Pagination" });

/** The "908 vehicles" line under the page heading. */
export const countLine = (page: Page): Locator =>
  page
    .getByRole("main")
    .getByRole("status")
    .filter({ hasText: /^[\d,]+ vehicles?$/ });

/** The count line as written: "908 vehicles". */
export async function countLineText(page: Page): Promise<string> {
  return ((await countLine(page).textContent()) ?? "").trim();
}

/** The number of matching vehicles the page announces. */
export async function visibleCount(page: Page): Promise<number> {
  return Number((await countLineText(page)).replace(/[^\d]/g, ""));
}

/** Every vehicle card on the page, in order (promotions left out). */
export async function visibleCards(page: Page): Promise<ResultCard[]> {
  return page.locator('[data-slot="vehicle-card"]').evaluateAll((cards) =>
    cards.map((card) => {
      const link = card.querySelector("h3 a");
      const amount = card.querySelector(
        '[data-slot="vehicle-card-price"][data-state="priced"] > p:last-child > span:first-child',
      );
      const attributes: Record<string, string> = {};
      for (const entry of card.querySelectorAll("dl > div")) {
        const term = entry.querySelector("dt")?.textContent?.trim();
        if (term) attributes[term] = entry.querySelector("dd")?.textContent?.trim() ?? "";
      }
      const digits = amount?.textContent?.replace(/[^\d]/g, "");
      return {
        title: link?.textContent?.trim() ?? "",
        href: link?.getAttribute("href") ?? "",
        price: digits ? Number(digits) : null,
        attributes,
      };
    }),
  );
}

export const cardTitles = async (page: Page): Promise<string[]> =>
  (await visibleCards(page)).map((card) => card.title);

/**
 * The engine's multi-query address (Algolia protocol, same origin), matched on the path: a URL
 * glob ending in "/queries" misses it, because the client adds a query string.
 */
export const isEngineUrl = (url: URL): boolean =>
  /^\/1\/indexes\/[^/]+\/queries$/.test(url.pathname);

/** True for the browser's search calls to the engine. */
export const isSearchCall = (response: Response): boolean =>
  response.request().method() === "POST" && isEngineUrl(new URL(response.url()));

/** Polling steps for things that happen within a fraction of a second. */
const quickPolls = [50, 100, 100, 200];

/**
 * Notes the engine's answers from now on. `answered(text, destination)` waits for one whose
 * request contains the text (such as the filter `price:10000 TO 40000`), for the address the
 * search moves the page to, and for the results to show the search at that address: the way to
 * wait for a debounced search whose values are known only afterwards.
 */
export function watchSearches(page: Page) {
  const requests: string[] = [];
  page.on("response", (response) => {
    if (isSearchCall(response)) requests.push(response.request().postData() ?? "");
  });
  return {
    count: () => requests.length,
    answered: async (text: string, destination: RegExp) => {
      await expect
        .poll(() => requests.some((body) => body.includes(text)), {
          message: `a search for ${text}`,
          intervals: quickPolls,
        })
        .toBe(true);
      await expectResultsOf(page, destination);
    },
  };
}

/** "$45,990" as 45990. */
export const dollars = (text: string | null): number => Number(text?.replace(/[^\d]/g, "") ?? NaN);

/** Waits until the results show the latest search: not loading, not dimmed. */
export async function expectResultsSettled(
  page: Page,
  options?: { timeout: number },
): Promise<void> {
  await expect(page.locator('[data-slot="search-results"]')).toHaveAttribute(
    "data-state",
    "ready",
    options,
  );
}

/**
 * Does something that starts a search, then waits for the results to show its answer. With a
 * `destination` (the address the search moves the page to, as `toHaveURL` takes it), that is
 * the address reached and the results of the search at it settled: no engine call counts, since
 * hovering a link preloads its search before the click and a search answered before is not
 * asked again. Without one (the same search asked again), it waits for the engine's answer.
 */
export async function searchAfter(
  page: Page,
  action: () => Promise<unknown>,
  destination?: RegExp,
): Promise<void> {
  const answered = destination ? undefined : page.waitForResponse(isSearchCall);
  await action();
  if (destination) await expectResultsOf(page, destination);
  else {
    await answered;
    await expectResultsSettled(page);
  }
}

/**
 * Waits for the page to reach `destination` and for the results to show the search at it,
 * settled. Until the new search's answer takes over, the previous results stay on screen,
 * settled too: their `data-href` tells them apart.
 */
async function expectResultsOf(page: Page, destination: RegExp): Promise<void> {
  await expect(page).toHaveURL(destination);
  await expect(page.locator('[data-slot="search-results"]')).toHaveAttribute(
    "data-href",
    destination,
  );
  await expectResultsSettled(page);
}

/**
 * Resolves once the browser has taken over the server-rendered element, so a click or key
 * press reaches the app instead of inert HTML.
 */
export async function expectInteractive(locator: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        locator.evaluate((element) =>
          Object.keys(element).some((key) => key.startsWith("__react")),
        ),
      // A busy machine can take several seconds to run a page's scripts the first time.
      { intervals: quickPolls, timeout: 15_000 },
    )
    .toBe(true);
}

/**
 * How far things on screen moved (layout shift scores) in the frames since `since`, a time of
 * the page's clock (`performance.now()`), up to the frame drawn next.
 */
export async function layoutShiftsSince(page: Page, since: number): Promise<number[]> {
  return page.evaluate(
    (since) =>
      new Promise<number[]>((resolve) => {
        const shifts: PerformanceEntry[] = [];
        const observer = new PerformanceObserver((list) => shifts.push(...list.getEntries()));
        observer.observe({ type: "layout-shift", buffered: true });
        requestAnimationFrame(() =>
          setTimeout(() => {
            shifts.push(...observer.takeRecords());
            observer.disconnect();
            resolve(
              shifts
                .filter((shift) => shift.startTime > since)
                .map((shift) => (shift as PerformanceEntry & { value: number }).value),
            );
          }, 0),
        );
      }),
    since,
  );
}

/** Opens a search page and waits until its filters and sort respond to the shopper. */
export async function openSearch(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expectInteractive(filterPanel(page).getByRole("searchbox", { name: "Keyword" }));
  await expectInteractive(searchResults(page).getByRole("combobox", { name: "Sort by" }));
}

/** A facet group's heading button ("Make", "Body Type 1 applied"). */
export const facetGroupButton = (page: Page, label: string): Locator =>
  filterPanel(page).getByRole("button", { name: new RegExp(`^${label}( \\d+ applied)?$`) });

/** Opens a facet group (if closed) and returns the group's values. */
export async function openFacetGroup(page: Page, label: string): Promise<Locator> {
  const button = facetGroupButton(page, label);
  if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  return filterPanel(page).getByRole("group", { name: label });
}

/** A value's checkbox in a list facet; its name is the value and its count ("Toyota 291"). */
export const facetCheckbox = (group: Locator, value: string): Locator =>
  group.getByRole("checkbox", { name: new RegExp(`^${escapeRegExp(value)} [\\d,]+$`) });

/** The count printed beside a facet value (its label reads "Toyota 291"). */
export async function facetValueCount(checkbox: Locator): Promise<number> {
  const id = await checkbox.getAttribute("id");
  const label = (await checkbox.page().locator(`label[for="${id}"]`).textContent()) ?? "";
  return Number(label.trim().split(/\s+/).at(-1)?.replace(/,/g, ""));
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** "1,562 vehicles", as the page writes a count. */
export const countText = (count: number): string =>
  `${count.toLocaleString("en-AU")} ${count === 1 ? "vehicle" : "vehicles"}`;

/** The first car the all-stock search lists, with its slug: a vehicle page to visit. */
export async function firstListedCar(page: Page): Promise<ResultCard & { slug: string }> {
  await openSearch(page, allStockPath);
  const [card] = await visibleCards(page);
  if (!card) throw new Error("the search lists no car");
  return { ...card, slug: card.href.replace(/^\/cars\//, "") };
}
