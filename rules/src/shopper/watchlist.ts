/** The spec's toasts for the save toggle, word for word. */
export const watchlistToasts = {
  saved: "Car Saved In Watchlist",
  removed: "Car Removed",
} as const;

/** The watchlist with a car saved (`watched`) or removed; each car once, in the order saved. */
export function withWatched(list: readonly number[], carId: number, watched: boolean): number[] {
  const without = list.filter((id) => id !== carId);
  return watched ? [...without, carId] : without;
}

/**
 * Where a save asked for while signed out waits (session storage, per site) until the shopper
 * is back from signing in.
 */
export const pendingSaveKey = (siteSlug: string) => `watchlist-pending:${siteSlug}`;

/** The car id a pending save holds, if the stored text is one. */
export function parsePendingSave(text: string | null): number | undefined {
  const id = Number(text);
  return text && Number.isSafeInteger(id) && id >= 0 ? id : undefined;
}
