import type { RouterContext } from "../app/router.tsx";
import { catalogueQuery } from "../queries/search-queries.ts";
import { browserKnownSlugs } from "../routing/browser-known-slugs.ts";
import { matchPath, type PathMatch } from "../routing/match-path.ts";
import { preloadPage } from "./preload-page.ts";

/** The page of the site at a path, with its blocks' code loaded; undefined is a 404. */
export async function loadSitePage(
  context: RouterContext,
  pathname: string,
): Promise<PathMatch | undefined> {
  const catalogue = await context.queryClient.ensureQueryData(catalogueQuery(context));
  const match = matchPath(context.site, pathname, browserKnownSlugs(context.site, catalogue));
  if (match) await preloadPage(match.page);
  return match;
}
