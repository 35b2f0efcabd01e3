/**
 * What a shopper has searched for and looked at on a site, kept in the browser's local storage
 * per site: the last 5 searches (the specification's "Search history keeps the last 5
 * entries") and the cars viewed most recently.
 */
import { type Refinements, refinementCount } from "../search/search-refinements.ts";

/** How many searches the history keeps. */
export const searchHistoryLimit = 5;
/** How many viewed cars are kept. */
export const viewedCarsLimit = 10;

/** A search as the history keeps it: its address on the site and the title it had. */
export type SearchHistoryEntry = { href: string; title: string };

/**
 * The specification's viewed-car record (id, stocknum, make, model, body, simple_body), with the
 * car's slug so the record links to its page.
 */
export type ViewedCar = {
  id: number;
  stocknum: string;
  make: string;
  model: string;
  body: string;
  simple_body: string;
  slug: string;
};

export const searchHistoryKey = (siteSlug: string) => `search-history:${siteSlug}`;
export const viewedCarsKey = (siteSlug: string) => `viewed-cars:${siteSlug}`;

/** The list with `entry` first, once (an earlier same entry moves up), at most `limit` long. */
function newestFirst<T>(list: readonly T[], entry: T, same: (a: T) => boolean, limit: number) {
  return [entry, ...list.filter((each) => !same(each))].slice(0, limit);
}

/**
 * Whether a search goes into the history: one with no text, no filter and the default sort is
 * the whole stock, not a search the shopper made.
 */
export const isKeptInHistory = (refinements: Refinements, primaryIndex: string) =>
  refinementCount({ ...refinements, query: refinements.query.trim() }) > 0 ||
  (refinements.sortBy !== undefined && refinements.sortBy !== primaryIndex);

/** The history with a search added (a list read back with `storedList` may hold anything). */
export const withSearch = <L>(list: readonly L[], entry: SearchHistoryEntry) =>
  newestFirst<L | SearchHistoryEntry>(
    list,
    entry,
    (each) => (each as SearchHistoryEntry | null)?.href === entry.href,
    searchHistoryLimit,
  );

export const withViewedCar = <L>(list: readonly L[], car: ViewedCar) =>
  newestFirst<L | ViewedCar>(
    list,
    car,
    (each) => (each as ViewedCar | null)?.id === car.id,
    viewedCarsLimit,
  );

/** A stored list as last written (entries are checked when read for showing: `parseSearchHistory`). */
export function storedList(text: string | null): unknown[] {
  try {
    const value: unknown = JSON.parse(text ?? "[]");
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** The viewed-car record of a vehicle (fields a feed leaves out are kept empty). */
export const viewedCarOf = (car: {
  id: number;
  slug: string;
  make: string;
  model: string;
  stocknum?: string | null | undefined;
  body?: string | null | undefined;
  simple_body?: string | null | undefined;
}): ViewedCar => ({
  id: car.id,
  stocknum: car.stocknum ?? "",
  make: car.make,
  model: car.model,
  body: car.body ?? "",
  simple_body: car.simple_body ?? "",
  slug: car.slug,
});
