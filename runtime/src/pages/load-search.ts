import type { RouterContext } from "../app/router.tsx";
import { catalogueQuery, searchQuery } from "../queries/search-queries.ts";
import { pathRefinements, withPath } from "../search-state/scope.ts";
import { refinementsFromUrl, type UrlSearch } from "../search-state/url-params.ts";

/**
 * Loads what a search page needs. The server waits for the results so it can render them; the
 * browser starts the search and shows the previous results meanwhile. False when the path
 * names nothing the site has.
 */
export async function loadSearch(
  context: RouterContext,
  splat: string,
  search: UrlSearch,
): Promise<boolean> {
  const catalogue = await context.queryClient.ensureQueryData(catalogueQuery(context));
  const path = pathRefinements(splat, context.site, catalogue);
  if (!path) return false;
  const results = context.queryClient.ensureQueryData(
    searchQuery(context, withPath(refinementsFromUrl(search), path)),
  );
  if (typeof document === "undefined") await results;
  else results.catch(() => undefined);
  return true;
}
