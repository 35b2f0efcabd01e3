import {
  type Favourite,
  favouritesKey,
  parseFavourites,
  toggleFavourite,
} from "@storefront/rules/shopper/favourites";
import { useCallback, useSyncExternalStore } from "react";

const listeners = new Set<() => void>();
const none: Favourite[] = [];
let cache: { key: string; text: string | null; list: Favourite[] } | undefined;

function read(key: string): Favourite[] {
  let text: string | null = null;
  try {
    text = window.localStorage.getItem(key);
  } catch {
    return none;
  }
  if (cache?.key !== key || cache.text !== text) {
    const list = parseFavourites(text);
    // No favourites is the server's snapshot itself, so hydration needs no second render.
    cache = { key, text, list: list.length > 0 ? list : none };
  }
  return cache.list;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

const noSubscription = () => () => {};

/**
 * The shopper's favourites on this site, kept in local storage. The server renders none, and the
 * stored list shows once the page is live, so hydration matches; `ready` says the list was read.
 */
export function useFavourites(siteSlug: string) {
  const key = favouritesKey(siteSlug);
  const list = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => none,
  );
  const toggle = useCallback(
    (car: Favourite) => {
      const next = toggleFavourite(read(key), car);
      try {
        window.localStorage.setItem(key, JSON.stringify(next.list));
      } catch (error) {
        console.error("Favourites could not be saved", error);
      }
      for (const listener of listeners) listener();
      return next.added;
    },
    [key],
  );
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return { list, toggle, ready };
}
