import type { SearchResult } from "@storefront/design-system/blocks/search-data.ts";
import { afterPaint } from "@storefront/design-system/lib/after-paint.ts";
import { searchTitle } from "@storefront/rules/results/search-title";
import type { Refinements } from "@storefront/rules/search/search-refinements";
import { trackEvent } from "@storefront/rules/shopper/analytics";
import { isKeptInHistory } from "@storefront/rules/shopper/browsing-history";
import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useSite } from "../app/core/site-context.tsx";
import { recordSearch } from "../app/tracking/record-browsing.ts";
import { catalogueQuery, searchQuery } from "../queries/search-queries.ts";
import { locationHref } from "../search-state/location-href.ts";
import { searchLocation } from "../search-state/scope.ts";
import { searchTrail } from "../search-state/search-trail.ts";
import { refinementsFromUrl } from "../search-state/url-params.ts";
import { type SearchPageData, searchRefinements } from "./load-search.ts";
import { PageView } from "./page-view.tsx";
import { type SearchContextValue, SearchProvider } from "./search-context.tsx";
import { useSearchAhead } from "./search-page-ahead.ts";

/**
 * The results page for `/search/...`: the URL is the search state. Its route's loader gives the
 * page and the validated parameters. A change made on the page shows its results as soon as they
 * come, and the address follows once they are painted (`useSearchAhead`).
 */
export function SearchPage({ splat, page, search }: SearchPageData & { splat: string }) {
  const context = useSite();
  const { site } = context;
  const navigate = useNavigate();
  const catalogue = useSuspenseQuery(catalogueQuery(context)).data;
  // A path the catalogue no longer has (its stock sold since it loaded) leaves the URL's search.
  const urlRefinements = useMemo(
    () => searchRefinements(splat, search, site, catalogue) ?? refinementsFromUrl(search),
    [search, splat, site, catalogue],
  );
  const [refinements, goAhead, rebase] = useSearchAhead(
    urlRefinements,
    `${splat}?${JSON.stringify(search)}`,
  );
  const query = useQuery({
    ...searchQuery(context, refinements),
    placeholderData: keepPreviousData,
  });
  const lastResult = useRef<SearchResult | undefined>(undefined);
  if (query.data && !query.isPlaceholderData) lastResult.current = query.data;

  /** The path a refinement made on this page moved to: not a new view of the search page. */
  const refinedPath = useRef<string | undefined>(undefined);
  const queryClient = useQueryClient();
  /** A pressed value's change and its answer asked for, which the click that chooses it finds. */
  const pressed = useRef<Asking>(undefined);
  /** A search's address, and the search the route's loader reads from it. */
  const addressOf = useCallback(
    (next: Refinements) => {
      const location = searchLocation(next, site);
      const asked = location.pathname.startsWith("/search/")
        ? searchRefinements(location.pathname.slice(8), location.search, site, catalogue)
        : undefined;
      return { location, asked };
    },
    [site, catalogue],
  );
  /** The last change was a page link followed: the shopper is paging through the results. */
  const paging = useRef(false);
  const change = useCallback(
    (change: Refinements, how?: "pressing" | "keepScroll") =>
      rebase(change, (next) => {
        const key = JSON.stringify(next);
        let asking = pressed.current;
        pressed.current = undefined;
        if (asking?.key !== key) {
          const { location, asked } = addressOf(next);
          // The results are asked for at once, read as the route's loader will read the new
          // address.
          const answer = asked && queryClient.fetchQuery(searchQuery(context, asked));
          asking = { key, location, asked, answer };
        }
        const { location, asked, answer } = asking;
        // A filter value still pressed: its results are asked for from the press, and the click
        // that chooses it finds them under way, or come, without working out the change again.
        if (how === "pressing") {
          pressed.current = asking;
          return void answer?.catch(() => undefined);
        }
        paging.current = how === "keepScroll";
        refinedPath.current = location.pathname;
        const navigateThere = () =>
          void navigate({
            href: locationHref(location),
            resetScroll: how !== "keepScroll",
          } as Parameters<typeof navigate>[0]);
        if (!asked || !answer) return navigateThere();
        goAhead({ refinements: asked, answer, navigate: navigateThere });
      }),
    [navigate, addressOf, context, queryClient, goAhead, rebase],
  );
  const title = searchTitle(refinements);
  const pageHref = useCallback(
    (number: number) => locationHref(searchLocation({ ...refinements, page: number }, site)),
    [refinements, site],
  );
  const href = pageHref(refinements.page);
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const status = query.isError ? "error" : query.isFetching || !query.data ? "loading" : "ready";
  const result = query.isPlaceholderData || query.isError ? lastResult.current : query.data;
  // While the shopper pages through the results, once a page is painted the next one's answer is
  // asked for (one page ahead, the likeliest next step): following Next then shows it from the
  // cache, in the click's own task. Not for the results the page came with, nor after a filter.
  const nextPage = status === "ready" && result && result.page < result.pages ? result.page + 1 : 0;
  useEffect(() => {
    let gone = !nextPage || !paging.current;
    afterPaint(() => {
      const { asked } = gone ? {} : addressOf({ ...refinements, page: nextPage });
      if (asked) void queryClient.prefetchQuery(searchQuery(context, asked));
    });
    return () => {
      gone = true;
    };
  }, [nextPage, refinements, addressOf, queryClient, context]);
  const value = useMemo<SearchContextValue>(
    () => ({ refinements, title, status, result, change, pageHref, href, retry }),
    [refinements, title, status, result, change, pageHref, href, retry],
  );

  // The title, the recorded search and analytics wait until the new results are painted.
  // One search page view per arrival: a filter that moves the search to another path (one make
  // chosen: /search/toyota) is not one.
  useEffect(() => {
    const path = `/search/${splat}`;
    const refined = refinedPath.current !== undefined && samePath(refinedPath.current, path);
    refinedPath.current = undefined;
    if (refined) return;
    const { events, dataLayer } = site.analytics;
    afterPaint(() => trackEvent(events.searchPageView, { path }, dataLayer));
  }, [splat, site.analytics]);

  const heading = `${title} for Sale`;
  // The trail names the make, model and body type only: a new page or sort keeps it as it is.
  const { make, model, body } = refinements.lists;
  const trailKey = JSON.stringify([make, model, body]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the trail is read from its key's parts
  const trail = useMemo(() => searchTrail(refinements, site, heading), [trailKey, site, heading]);
  const searched =
    query.data !== undefined && isKeptInHistory(refinements, site.integrations.search.index);
  const historyHref = locationHref(searchLocation({ ...refinements, page: 1 }, site));
  useEffect(() => {
    if (searched) afterPaint(() => recordSearch(site.slug, { href: historyHref, title: heading }));
  }, [searched, historyHref, heading, site.slug]);

  if (!page) return null;
  return (
    <SearchProvider value={value}>
      <PageView page={page} title={heading} trail={trail} />
    </SearchProvider>
  );
}

/** A change's address, the search read from it and the answer asked for it. */
type Asking = {
  key: string;
  location: ReturnType<typeof searchLocation>;
  asked: Refinements | undefined;
  answer: Promise<unknown> | undefined;
};

const samePath = (a: string, b: string) => a.replace(/\/+$/, "") === b.replace(/\/+$/, "");
