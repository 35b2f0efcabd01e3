import { dismissToast, toast } from "@storefront/design-system/ui/toast/toast-store.ts";
import { trackEvent } from "@storefront/rules/shopper/analytics";
import { signInPath } from "@storefront/rules/shopper/sign-in";
import {
  parsePendingSave,
  pendingSaveKey,
  watchlistToasts,
  withWatched,
} from "@storefront/rules/shopper/watchlist";
import type { SiteDefinition } from "@storefront/schemas";
import type { SessionUser } from "@storefront/schemas/shopper/sign-in";
import type { QueryClient } from "@tanstack/react-query";
import { shopperSessionQuery } from "../shopper/use-shopper-session.ts";
import { requestToaster } from "../toaster-request.ts";
import { watchlistKey } from "./use-watchlist.ts";

type WatchlistContext = {
  site: SiteDefinition;
  queryClient: QueryClient;
  user: SessionUser | null;
  /** The address of the page the shopper sees, where sign-in brings them back. */
  shownAddress: () => string;
};

type WatchlistToggle = WatchlistContext & {
  carId: number;
  /** Saves (true) or removes (false); toggles when not given. */
  save?: boolean | undefined;
};

/**
 * `GET /api/watchlist`: the signed-in shopper's saved cars. A save asked for before signing in
 * is made once they are known.
 */
export async function readWatchlist({
  signal,
  ...context
}: WatchlistContext & { signal: AbortSignal }): Promise<number[]> {
  const response = await fetch("/api/watchlist", { signal, credentials: "same-origin" });
  if (!response.ok) throw new Error(`GET /api/watchlist answered ${response.status}`);
  const { car_ids } = (await response.json()) as { car_ids: number[] };
  const key = pendingSaveKey(context.site.slug);
  const pending = parsePendingSave(sessionStorage.getItem(key));
  if (pending !== undefined) {
    sessionStorage.removeItem(key);
    // Once the list is in the cache, so the save adds to it.
    setTimeout(() => void toggleWatchlistCar({ ...context, carId: pending, save: true }));
  }
  return car_ids;
}

/** What went wrong, in the server's words when it gave them. */
async function failureOf(response: Response): Promise<string | undefined> {
  const body = (await response.json().catch(() => ({}))) as { success?: unknown; error?: unknown };
  if (response.ok && body.success === true) return undefined;
  return typeof body.error === "string" ? body.error : `The watchlist answered ${response.status}`;
}

/**
 * Saves a car to the signed-in shopper's watchlist or removes it. The list changes at once; the
 * toast ('Car Saved In Watchlist', 'Car Removed') and, for a save, event 39 follow the server's
 * success; a failure puts the list back and alerts its message. Signed out, the save waits in
 * session storage while the shopper signs in, and the browser goes to sign-in.
 */
export async function toggleWatchlistCar({
  site,
  queryClient,
  user: known,
  shownAddress,
  carId,
  save,
}: WatchlistToggle): Promise<void> {
  // Pressed before the page knew the session: ask for it rather than send a shopper to sign in.
  const user = known ?? (await queryClient.fetchQuery(shopperSessionQuery)).user;
  if (!user) {
    sessionStorage.setItem(pendingSaveKey(site.slug), String(carId));
    const here = shownAddress();
    location.assign(signInPath("watchlist", here, here));
    return;
  }
  const key = watchlistKey(site.slug, user.id);
  const watched = save ?? !(queryClient.getQueryData<number[]>(key) ?? []).includes(carId);
  const apply = (on: boolean) =>
    queryClient.setQueryData<number[]>(key, (list = []) => withWatched(list, carId, on));
  apply(watched);
  let failure: string | undefined;
  try {
    const response = await fetch(`/api/watchlist/${watched ? "save-car" : "remove-car"}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify({ phone_number: user.phone, car_id: carId }),
    });
    failure = await failureOf(response);
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  if (failure !== undefined) {
    apply(!watched);
    dismissToast();
    window.alert(failure);
    return;
  }
  requestToaster();
  toast({ title: watched ? watchlistToasts.saved : watchlistToasts.removed });
  if (watched)
    trackEvent(site.analytics.events.carSaved, { car_id: carId }, site.analytics.dataLayer);
}
