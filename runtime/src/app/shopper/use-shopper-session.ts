import type { SessionUser } from "@storefront/schemas/shopper/sign-in";
import { queryOptions, useQuery } from "@tanstack/react-query";

export const shopperSessionKey = ["shopper-session"] as const;

/** `GET /api/session`: the signed-in shopper of this site, or null. */
export const shopperSessionQuery = queryOptions({
  queryKey: shopperSessionKey,
  queryFn: async ({ signal }): Promise<{ user: SessionUser | null }> => {
    const response = await fetch("/api/session", { signal, credentials: "same-origin" });
    if (!response.ok) throw new Error(`GET /api/session answered ${response.status}`);
    return (await response.json()) as { user: SessionUser | null };
  },
  staleTime: 60_000,
});

/**
 * The signed-in shopper, read in the browser (pending on the server, which renders the page
 * signed out). Sign-in and sign-out invalidate `["shopper-session"]`.
 */
export function useShopperSession(): { user: SessionUser | null; isPending: boolean } {
  const query = useQuery({ ...shopperSessionQuery, enabled: typeof window !== "undefined" });
  return { user: query.data?.user ?? null, isPending: query.isPending };
}
