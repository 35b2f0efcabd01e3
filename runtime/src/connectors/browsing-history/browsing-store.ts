import { searchHistoryKey, viewedCarsKey } from "@storefront/rules/shopper/browsing-history";
import {
  parseSearchHistory,
  parseViewedCars,
} from "@storefront/rules/shopper/browsing-history-read";
import { useSyncExternalStore } from "react";
import { browsingHistoryEvent } from "../../app/tracking/record-browsing.ts";

const cache = new Map<string, { text: string | null; list: readonly unknown[] }>();
const none: readonly never[] = [];

function read<T>(key: string, parse: (text: string | null) => T[]): readonly T[] {
  let text: string | null = null;
  try {
    text = window.localStorage.getItem(key);
  } catch {
    return none;
  }
  const kept = cache.get(key);
  if (kept?.text === text) return kept.list as readonly T[];
  const list = parse(text);
  const entry = { text, list: list.length > 0 ? list : none };
  cache.set(key, entry);
  return entry.list as readonly T[];
}

function subscribe(listener: () => void) {
  window.addEventListener(browsingHistoryEvent, listener);
  window.addEventListener("storage", listener);
  return () => {
    window.removeEventListener(browsingHistoryEvent, listener);
    window.removeEventListener("storage", listener);
  };
}

/** A list kept in local storage, read once the page is live (the server renders none). */
function useStoredList<T>(key: string, parse: (text: string | null) => T[]): readonly T[] {
  return useSyncExternalStore(
    subscribe,
    () => read(key, parse),
    () => none,
  );
}

export const useSearchHistory = (siteSlug: string) =>
  useStoredList(searchHistoryKey(siteSlug), parseSearchHistory);

export const useViewedCars = (siteSlug: string) =>
  useStoredList(viewedCarsKey(siteSlug), parseViewedCars);
