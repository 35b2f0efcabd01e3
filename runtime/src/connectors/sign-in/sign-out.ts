import type { QueryClient } from "@tanstack/react-query";
import { shopperSessionKey } from "../../app/shopper/use-shopper-session.ts";

/** Signs the shopper out (`POST /api/sign-out`) and forgets the session the page knew. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  await fetch("/api/sign-out", { method: "POST", credentials: "same-origin" });
  queryClient.setQueryData(shopperSessionKey, { user: null });
  await queryClient.invalidateQueries({ queryKey: shopperSessionKey });
}
