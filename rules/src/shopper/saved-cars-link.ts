/** The lists a shopper keeps cars in, each with its own page. */
type SavedList = "watchlist" | "favourites" | "compare";

/** Where the shopper sees the cars a control keeps. */
export function savedCarsPath(list: SavedList): string {
  return `/${list}`;
}

const listLabels: Record<SavedList, string> = {
  watchlist: "Watchlist",
  favourites: "Favourites",
  compare: "Compare",
};

/** The link to a list's page with how many cars it holds ('Compare (2)'); none while empty. */
export function savedCarsLink(
  list: SavedList,
  count: number,
): { href: string; label: string } | undefined {
  return count > 0
    ? { href: savedCarsPath(list), label: `${listLabels[list]} (${count})` }
    : undefined;
}
