import type { SearchResult, SearchStatus } from "@storefront/design-system/blocks/search-data.ts";
import type { Refinements } from "@storefront/rules/search/search-refinements";
import { createContext, type ReactNode, useContext } from "react";

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

const SearchContext = createContext<SearchContextValue | null>(null);

export function SearchProvider({
  value,
  children,
}: {
  value: SearchContextValue;
  children: ReactNode;
}) {
  return <SearchContext.Provider value={value}>{children}</SearchContext.Provider>;
}

export function useSearchContext(): SearchContextValue {
  const value = useContext(SearchContext);
  if (!value) throw new Error("Search blocks belong on the search page");
  return value;
}

/** The search of the page, or null off the search page (blocks placed on any page). */
export const useSearchContextIfAny = (): SearchContextValue | null => useContext(SearchContext);
