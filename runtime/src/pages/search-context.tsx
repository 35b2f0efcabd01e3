import type { SearchResult, SearchStatus } from "@storefront/design-system/blocks/search-data.ts";
import type { Refinements } from "@storefront/rules/search/search-refinements";
import { type Atom, createAtom, useSelector } from "@tanstack/react-store";
import { createContext, type ReactNode, useContext, useLayoutEffect, useState } from "react";

/** The search the page is showing: its state, its latest result, and how to change it. */
export type SearchContextValue = {
  refinements: Refinements;
  title: string;
  status: SearchStatus;
  result: SearchResult | undefined;
  /** Replaces the search (the URL follows; any change resets the page). */
  change: (next: Refinements) => void;
  pageHref: (page: number) => string;
  retry: () => void;
};

/**
 * The search held in a store rather than a context value, so each block subscribes to the part
 * it shows: a facet click redraws the heading, facets and results, not every block of the page.
 */
const SearchContext = createContext<Atom<SearchContextValue> | null>(null);

export function SearchProvider({
  value,
  children,
}: {
  value: SearchContextValue;
  children: ReactNode;
}) {
  const [store] = useState(() => createAtom(value));
  // After the page's own render, before the frame is painted: the blocks whose part changed
  // render again in the same commit.
  useLayoutEffect(() => store.set(value), [store, value]);
  return <SearchContext.Provider value={store}>{children}</SearchContext.Provider>;
}

const noSearch = createAtom<SearchContextValue | null>(null);

/** Whether two selections of the same part hold the same values, key by key. */
const sameParts = <T,>(a: T, b: T) =>
  a === b ||
  (a instanceof Object &&
    Object.entries(a).every(([key, value]) =>
      Object.is(value, (b as Record<string, unknown>)[key]),
    ));

/**
 * The part of the page's search a block shows (compared key by key), rendering again only when
 * that part changes.
 */
export function useSearch<T>(select: (search: SearchContextValue) => T): T {
  const store = useContext(SearchContext);
  if (!store) throw new Error("Search blocks belong on the search page");
  return useSelector(store, select, { compare: sameParts });
}

/** The part of the page's search a block shows, or undefined off the search page. */
export function useSearchIfAny<T>(select: (search: SearchContextValue) => T): T | undefined {
  const store = useContext(SearchContext) ?? noSearch;
  return useSelector(store, (search) => (search ? select(search) : undefined), {
    compare: sameParts,
  });
}
