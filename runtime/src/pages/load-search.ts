import type { RouterContext } from "../app/router.tsx";
import { catalogueQuery, searchQuery } from "../queries/search-queries.ts";
import type { RawSearch } from "../search-state/raw-search.ts";
import { pathRefinements, withPath } from "../search-state/scope.ts";
import { refinementsFromUrl } from "../search-state/url-params.ts";
import { validateUrlSearch } from "../search-state/url-validation.ts";
import { pageOf, preloadPage } from "./preload-page.ts";

/**
 * Loads what a search page needs. The server waits for the results so it can render them; the
 * browser starts the search and shows the previous results meanwhile. False when the path
 * names nothing the site has.
 */
export async function loadSearch(
  context: RouterContext,
  splat: string,
  search: RawSearch,
): Promise<boolean> {
  const [catalogue] = await Promise.all([
    context.queryClient.ensureQueryData(catalogueQuery(context)),
    preloadPage(pageOf(context.site, "search")),
  ]);
  const path = pathRefinements(splat, context.site, catalogue);
  if (!path) return false;
  const results = context.queryClient.ensureQueryData(
    searchQuery(context, withPath(refinementsFromUrl(validateUrlSearch(search)), path)),
  );
  if (typeof document === "undefined") await results;
  else results.catch(() => undefined);
  return true;
}
