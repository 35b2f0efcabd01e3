import { placePromos } from "@storefront/rules/results/promo-placement";
import { collapseSoldRuns } from "@storefront/rules/results/result-list";
import { type MouseEvent, useCallback, useDeferredValue, useId, useMemo, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { useLatest } from "../../lib/use-latest.ts";
import { SiteLink } from "../../renderer/site-link.tsx";
import { LinkButton } from "../../ui/link-button/link-button.tsx";
import { EmptyResults } from "./empty-results.tsx";
import { PastLastPage } from "./past-last-page.tsx";
import { RefreshAlert } from "./refresh-alert.tsx";
import { ResultsGrid } from "./results-grid.tsx";
import { ResultsPagination } from "./results-pagination.tsx";
import { ResultsSkeleton } from "./results-skeleton.tsx";
import { ResultsToolbar } from "./results-toolbar.tsx";
import type { SearchResultsProps } from "./search-results-data.ts";
import { usePageScroll } from "./use-page-scroll.ts";

/**
 * A card a page scroll brings under the pointer takes its hover shadow at once, rather than
 * drawing it again frame after frame as the new page is shown.
 */
const jumpedWithoutTransitions = "[&[data-jumped]_[data-slot=vehicle-card]]:transition-none";

/**
 * The search results: count and sort, the page of vehicle cards with promos among them, and
 * pagination. While a search runs, or after one fails, the last results stay shown.
 */
export function SearchResults({
  showSort,
  showCount,
  status,
  result,
  hitsPerPage,
  cardAttributes,
  noPriceText,
  tags,
  promos,
  now,
  timeZone,
  random,
  sort,
  pageHref,
  onPage,
  vehicleHref,
  actionHrefs,
  favourites,
  empty,
  onRetry,
}: SearchResultsProps) {
  const headingId = useId();
  const loading = status === "loading";
  const hits = result?.hits;
  // Placed once per result: randomised promo positions must not move when the clock or the
  // random source changes between renders, only with a new search or new promos.
  // biome-ignore lint/correctness/useExhaustiveDependencies: now and random are read at placement
  const items = useMemo(
    () => placePromos(collapseSoldRuns(hits ?? []), promos, { now, timeZone }, random),
    [hits, promos, timeZone],
  );
  // A new search's count and first row show at once; the cards below them, mostly out of sight,
  // follow in the next render, so the first frame of the new results comes sooner. Until then
  // the results are still being drawn. The page links at the foot of the results follow with them.
  const drawn = useDeferredValue(items);
  const [openingItems] = useState(items);
  const paged = useDeferredValue(result);
  const pagedHref = useDeferredValue(pageHref);
  const cardsDrawing = drawn !== items;
  const drawing = cardsDrawing || paged !== result;
  // The address of the search shown: with data-state "ready", the results are its answer.
  const shownHref = result ? pageHref(result.page) : undefined;
  const { sectionRef, followed } = usePageScroll(shownHref);
  const showPage = useLatest(onPage);
  // A plain click on a page link shows that page in place; one opening a new tab or window, or
  // downloading, is the link's (other buttons fire no click).
  const follow = useCallback(
    (href: string, page: number, event: MouseEvent) => {
      followed(href);
      const show = showPage.current;
      if (!show || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      show(page);
    },
    [followed],
  );
  const pagination = useMemo(
    () =>
      paged && paged.count > 0 ? (
        <ResultsPagination
          page={paged.page}
          pages={paged.pages}
          pageHref={pagedHref}
          onFollow={follow}
        />
      ) : null,
    [paged, pagedHref, follow],
  );

  return (
    <section
      ref={sectionRef}
      data-slot="search-results"
      data-state={status === "ready" && drawing ? "loading" : status}
      data-href={shownHref}
      aria-labelledby={headingId}
      className={cn("flex w-full flex-col gap-6", jumpedWithoutTransitions)}
    >
      <h2 id={headingId} className="sr-only">
        Search results
      </h2>
      <ResultsToolbar
        count={result?.count}
        updating={loading && result !== undefined}
        sort={sort}
        showCount={showCount}
        showSort={showSort}
      />
      {favourites.link ? (
        <LinkButton asChild variant="outline" size="sm" className="self-start">
          <SiteLink href={favourites.link.href}>{favourites.link.label}</SiteLink>
        </LinkButton>
      ) : null}
      {status === "error" ? (
        <RefreshAlert showingPrevious={result !== undefined} onRetry={onRetry} />
      ) : null}
      {result === undefined ? (
        loading ? (
          <ResultsSkeleton count={Math.max(1, hitsPerPage)} />
        ) : null
      ) : result.count === 0 ? (
        <EmptyResults title={empty.title} clearFiltersHref={empty.clearFiltersHref} />
      ) : result.hits.length === 0 ? (
        <PastLastPage lastPage={result.pages} lastPageHref={pageHref(result.pages)} />
      ) : (
        <ResultsGrid
          items={items}
          drawn={drawn}
          busy={loading}
          opening={items === openingItems}
          drawing={cardsDrawing}
          cardAttributes={cardAttributes}
          noPriceText={noPriceText}
          tags={tags}
          now={now}
          vehicleHref={vehicleHref}
          actionHrefs={actionHrefs}
          favourites={favourites}
        />
      )}
      {pagination}
    </section>
  );
}
