import { createHistory, type HistoryLocation, type RouterHistory } from "@tanstack/react-router";

type HistoryState = HistoryLocation["state"];

function locationOf(href: string, state: HistoryState): HistoryLocation {
  const hashAt = href.indexOf("#");
  const beforeHash = hashAt < 0 ? href : href.slice(0, hashAt);
  const searchAt = beforeHash.indexOf("?");
  return {
    href,
    pathname: searchAt < 0 ? beforeHash : beforeHash.slice(0, searchAt),
    search: searchAt < 0 ? "" : beforeHash.slice(searchAt),
    hash: hashAt < 0 ? "" : href.slice(hashAt),
    state,
  };
}

/**
 * The preview's history, kept in memory so the frame's own address (which asks the server for
 * preview mode) never changes. It is the router's memory history, written on the router's
 * shared `createHistory`: the packaged one would join every storefront page's framework code.
 */
export function previewHistory(initialPath: string): RouterHistory {
  const key = Math.random().toString(36).slice(2);
  const entries = [locationOf(initialPath, { __TSR_index: 0, key, __TSR_key: key })];
  let index = 0;
  const move = (to: number) => {
    index = Math.min(Math.max(to, 0), entries.length - 1);
  };
  return createHistory({
    getLocation: () => entries[index] as HistoryLocation,
    getLength: () => entries.length,
    pushState: (path, state) => {
      entries.length = index + 1;
      entries.push(locationOf(path, state));
      index += 1;
    },
    replaceState: (path, state) => {
      entries[index] = locationOf(path, state);
    },
    back: () => move(index - 1),
    forward: () => move(index + 1),
    go: (steps) => move(index + steps),
    createHref: (path) => path,
  });
}
