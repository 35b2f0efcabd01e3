import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useShownAddress } from "../../pages/search-context.tsx";
import { useSite } from "../core/site-context.tsx";
import { shopperSessionQuery } from "../shopper/use-shopper-session.ts";

/** The signed-in shopper's watchlist on this site, by user (a new sign-in reads its own). */
export const watchlistKey = (siteSlug: string, userId: string | undefined) =>
  ["watchlist", siteSlug, userId] as const;

const load = () => import("./watchlist-toggle.ts");
const none: ReadonlySet<number> = new Set();
const inBrowser = typeof window !== "undefined";

/**
 * The signed-in shopper's watchlist where the site's heart saves to it (`active`): the saved
 * cars' ids and the toggle. What reads and changes it (and finishes a save asked for before
 * signing in) loads once the shopper is signed in or first presses the heart.
 */
export function useWatchlist(active: boolean) {
  const { site } = useSite();
  const queryClient = useQueryClient();
  const shownAddress = useShownAddress();
  // Read only where the heart saves to the watchlist: other sites never ask for the session.
  const session = useQuery({ ...shopperSessionQuery, enabled: active && inBrowser });
  const user = session.data?.user ?? null;
  const list = useQuery({
    queryKey: watchlistKey(site.slug, user?.id),
    queryFn: async ({ signal }) =>
      (await load()).readWatchlist({ site, queryClient, user, shownAddress, signal }),
    enabled: active && user !== null,
    staleTime: 60_000,
  });
  const saved = useMemo(() => (list.data ? new Set(list.data) : none), [list.data]);
  const toggle = useCallback(
    (carId: number, save?: boolean) =>
      void load().then((module) =>
        module.toggleWatchlistCar({ site, queryClient, user, shownAddress, carId, save }),
      ),
    [site, queryClient, user, shownAddress],
  );
  return {
    /** The saved cars' ids in the order saved; undefined until known. */
    list: list.data,
    saved,
    toggle,
    signedIn: user !== null,
    /** Known to be signed out (the session was read). */
    signedOut: session.isSuccess && user === null,
  };
}
