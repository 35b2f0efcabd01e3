import {
  type SearchHistoryEntry,
  searchHistoryKey,
  storedList,
  type ViewedCar,
  viewedCarsKey,
  withSearch,
  withViewedCar,
} from "@storefront/rules/shopper/browsing-history";

/** Fired on the window when this page changes the browsing history (`storage` is for other tabs). */
export const browsingHistoryEvent = "browsing-history";

function keep(key: string, next: (list: unknown[]) => unknown[]) {
  try {
    const list = next(storedList(window.localStorage.getItem(key)));
    if (list.length === 0) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(list));
  } catch (error) {
    console.error("The browsing history could not be kept", error);
  }
  window.dispatchEvent(new Event(browsingHistoryEvent));
}

/** Keeps a search, newest first, in the site's search history (the last 5). */
export const recordSearch = (siteSlug: string, entry: SearchHistoryEntry) =>
  keep(searchHistoryKey(siteSlug), (list) => withSearch(list, entry));

/** Keeps a viewed car, newest first, in the site's recently viewed cars. */
export const recordViewedCar = (siteSlug: string, car: ViewedCar) =>
  keep(viewedCarsKey(siteSlug), (list) => withViewedCar(list, car));

export const clearSearchHistory = (siteSlug: string) => keep(searchHistoryKey(siteSlug), () => []);
