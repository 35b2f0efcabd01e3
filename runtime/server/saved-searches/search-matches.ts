import type { MatchedCar } from "@storefront/rules/shopper/saved-search-alerts";
import { vehicleTitle } from "@storefront/rules/vehicle/card/vehicle-title";
import type { SiteDefinition } from "@storefront/schemas";
import { QueryClient } from "@tanstack/react-query";
import { searchRefinements } from "../../src/pages/load-search.ts";
import { catalogueQuery, run } from "../../src/queries/search-queries.ts";
import { searchRequests } from "../../src/search-state/algolia-requests.ts";
import { validateUrlSearch } from "../../src/search-state/url-validation.ts";
import type { SiteEngines } from "../site-engines.ts";
import { serverSearchClient } from "../ssr/server-search-client.ts";

/** A car a saved search matches, with what its alert shows. */
export type MatchedListing = MatchedCar & { slug: string; title: string };

/** The engine's page size; a search matching more is read page by page, up to this many pages. */
const hitsPerPage = 1000;
const mostPages = 10;

/**
 * The cars a saved search (a search page's path and query string) matches now, asked of the
 * engine the site uses through the search page's own requests, so the page and its alerts agree;
 * sold cars the page still shows are left out. Undefined when the path names nothing the site
 * has any more (a make no longer in stock).
 */
export async function searchMatches(
  site: SiteDefinition,
  engines: SiteEngines,
  search: { origin: string; path: string; query: string },
  now = new Date(),
): Promise<MatchedListing[] | undefined> {
  const context = {
    site,
    searchClient: serverSearchClient(site, engines, search.origin),
    now,
    origin: search.origin,
  };
  const catalogue = await new QueryClient().fetchQuery(catalogueQuery(context));
  const splat = search.path.replace(/^\/search\/?/, "");
  const url = validateUrlSearch(Object.fromEntries(new URLSearchParams(search.query)));
  const refinements = searchRefinements(splat, url, site, catalogue);
  if (!refinements) return undefined;
  const [main] = searchRequests(site, { ...refinements, page: 1 }, now);
  if (!main) return [];
  const matches: MatchedListing[] = [];
  for (let page = 0; page < mostPages; page++) {
    const [answer] = await run(context, [
      {
        ...main,
        page,
        hitsPerPage,
        facets: [],
        attributesToRetrieve: ["id", "slug", "price", "status", "year", "make", "model", "badge"],
      },
    ]);
    const hits = (answer?.hits ?? []) as Record<string, unknown>[];
    for (const hit of hits) {
      if (hit.status === "sold") continue;
      matches.push({
        id: String(hit.id),
        price: typeof hit.price === "number" ? hit.price : 0,
        slug: String(hit.slug),
        title: vehicleTitle(hit as Parameters<typeof vehicleTitle>[0]),
      });
    }
    if (page + 1 >= (answer?.nbPages ?? 0)) break;
  }
  return matches;
}
