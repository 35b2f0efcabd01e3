import type { Refinements } from "@storefront/rules/search/search-refinements";
import type { Page, SiteDefinition } from "@storefront/schemas";
import type { RouterContext } from "../app/core/router.tsx";
import { catalogueQuery, searchQuery } from "../queries/search-queries.ts";
import type { RawSearch } from "../search-state/raw-search.ts";
import { pathRefinements, type StockCatalogue, withPath } from "../search-state/scope.ts";
import { refinementsFromUrl, type UrlSearch } from "../search-state/url-params.ts";
import { validateUrlSearch } from "../search-state/url-validation.ts";
import { loadPage } from "./preload-page.ts";

/** What a search route's loader gives its component: the site's search page, the URL's search. */
export type SearchPageData = { page: Page | undefined; search: UrlSearch };

/**
 * How long the browser holds the page it shows for a new search's answer: one that comes
 * within it shows in the page's next render, with no frame of dimmed previous results first.
 */
const quickAnswerMs = 150;

/** Resolves once `answer` settles or `quickAnswerMs` has passed, whichever comes first. */
export const quickAnswer = (answer: Promise<unknown>): Promise<unknown> =>
  Promise.race([
    answer.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, quickAnswerMs)),
  ]);

/**
 * Loads what a search page needs, with the URL's parameters validated (here, once). The server
 * waits for the results so it can render them; the browser waits for them a moment
 * (`quickAnswerMs`), then shows the previous results until they come. Undefined when the path
 * names nothing the site has.
 */
export async function loadSearch(
  context: RouterContext,
  splat: string,
  raw: RawSearch,
): Promise<SearchPageData | undefined> {
  const search = validateUrlSearch(raw);
  // The results are asked for as soon as the catalogue (kept from the page load) names what the
  // path means, while the page's code loads, if it is not loaded already.
  const page = loadPage(context.site, "search");
  page.catch(() => undefined); // read below; left unread when the catalogue fails
  const catalogue = await context.queryClient.ensureQueryData(catalogueQuery(context));
  const refinements = searchRefinements(splat, search, context.site, catalogue);
  if (!refinements) {
    await page;
    return undefined;
  }
  const results = context.queryClient.ensureQueryData(searchQuery(context, refinements));
  if (typeof document === "undefined") await results;
  else await quickAnswer(results);
  return { page: await page, search };
}

/**
 * The search a search page shows: the URL's, with what its path names (a stock type, a make and
 * model, a dealership). Undefined when the path names nothing the site has. The loader and the
 * page both read it from here.
 */
export function searchRefinements(
  splat: string,
  search: UrlSearch,
  site: SiteDefinition,
  catalogue: StockCatalogue,
): Refinements | undefined {
  const path = pathRefinements(splat, site, catalogue);
  return path && withPath(refinementsFromUrl(search), path);
}
