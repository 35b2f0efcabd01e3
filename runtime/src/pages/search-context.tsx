import type { SearchResult, SearchStatus } from "@storefront/design-system/blocks/search-data.ts";
import { useLatest } from "@storefront/design-system/lib/use-latest.ts";
import type { Refinements } from "@storefront/rules/search/search-refinements";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef } from "react";

/** The search the page is showing: its state, its latest result, and how to change it. */
export type SearchContextValue = {
  refinements: Refinements;
  title: string;
  status: SearchStatus;
  result: SearchResult | undefined;
  /**
   * Replaces the search (the URL follows; any change resets the page). `pressing`: a filter value
   * pressed and not yet let go, whose results are asked for ahead of the change it will make.
   * `keepScroll`: the address leaves the page scrolled where it is, as the results bring
   * themselves into view.
   */
  change: (next: Refinements, how?: "pressing" | "keepScroll") => void;
  pageHref: (page: number) => string;
  /**
   * The address of the search shown. After a change made on the page the results come first and
   * the browser's address follows them a moment later: until then only this one is the search's.
   */
  href: string;
  retry: () => void;
};

/**
 * The search as a context value: a new search reaches the blocks that show it in the same render
 * as the page's own, one pass and one commit. Each block takes the part it shows (see `useSearch`)
 * and draws its block again only when that part changes.
 */
const SearchContext = createContext<SearchContextValue | null>(null);

/**
 * What the page's other parts read of the search, changing only when it does: the address of the
 * search shown (read when called: the getter stays the same) and whether the search found
 * nothing. A part reading only these is not drawn again for every new search.
 */
type SearchAround = { shownAddress: () => string; foundNothing: boolean };
const SearchAroundContext = createContext<SearchAround | null>(null);

export function SearchProvider({
  value,
  children,
}: {
  value: SearchContextValue;
  children: ReactNode;
}) {
  const href = useLatest(value.href);
  const shownAddress = useCallback(() => href.current, []);
  const foundNothing = value.status === "ready" && value.result?.count === 0;
  const around = useMemo(() => ({ shownAddress, foundNothing }), [shownAddress, foundNothing]);
  return (
    <SearchContext.Provider value={value}>
      <SearchAroundContext.Provider value={around}>{children}</SearchAroundContext.Provider>
    </SearchContext.Provider>
  );
}

/** Whether two selections of the same part hold the same values, key by key. */
const sameParts = <T,>(a: T, b: T) =>
  a === b ||
  (a instanceof Object &&
    b instanceof Object &&
    Object.keys(a).length === Object.keys(b).length &&
    Object.entries(a).every(([key, value]) =>
      Object.is(value, (b as Record<string, unknown>)[key]),
    ));

/** The selection of the last render while its values are the same, so memos keyed on it hold. */
function useSamePart<T>(selected: T): T {
  const kept = useRef(selected);
  if (!sameParts(kept.current, selected)) kept.current = selected;
  return kept.current;
}

/**
 * The part of the page's search a block shows (compared key by key): the same object until that
 * part changes, so a block memoised on it is drawn again only then.
 */
export function useSearch<T>(select: (search: SearchContextValue) => T): T {
  const search = useContext(SearchContext);
  if (!search) throw new Error("Search blocks belong on the search page");
  return useSamePart(select(search));
}

/** Whether the page is a search page whose search has found nothing. */
export function useSearchFoundNothing(): boolean {
  return useContext(SearchAroundContext)?.foundNothing === true;
}

const browserAddress = () => `${location.pathname}${location.search}`;

/**
 * The address of the page the shopper sees, read when called: on the search page the search's
 * own (`href`), which the browser's address reaches only a moment after a change; elsewhere the
 * browser's. The same function while the page is the same.
 */
export function useShownAddress(): () => string {
  return useContext(SearchAroundContext)?.shownAddress ?? browserAddress;
}
