import type { DehydratedState } from "@tanstack/react-query";

/** Ids of the JSON data blocks the server puts in every page. */
export const definitionElementId = "site-definition";
export const stateElementId = "page-state";

/**
 * What a server-rendered page was rendered from: the clock its stock filter used, its queries and
 * the time zone offsets it read (opening hours, offers' dates).
 */
export type PageState = {
  now: string;
  queries: DehydratedState;
  zoneOffsets?: Record<string, number> | undefined;
};

export function readDataBlock<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}
