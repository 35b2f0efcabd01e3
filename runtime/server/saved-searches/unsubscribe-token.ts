import { createHmac, timingSafeEqual } from "node:crypto";
import type { Store } from "../store/open-store.ts";

export type UnsubscribeTokens = {
  /** The token for a saved search's unsubscribe link. */
  tokenFor: (site: string, savedSearchId: string) => string;
  /** The site and saved search a token was made for, or undefined when it was not made here. */
  read: (token: string) => { site: string; savedSearchId: string } | undefined;
};

/**
 * Unsubscribe links that need no sign-in: the site and saved search, signed with HMAC-SHA256 by
 * the key every server on the store shares, so only a link this store made works and one
 * link stops one search.
 */
export async function unsubscribeTokens(store: Store): Promise<UnsubscribeTokens> {
  const key = await store.signingKey("saved-search-unsubscribe");
  const sign = (payload: string) =>
    createHmac("sha256", key).update(payload).digest().toString("base64url");
  return {
    tokenFor(site, savedSearchId) {
      const payload = Buffer.from(JSON.stringify([site, savedSearchId])).toString("base64url");
      return `${payload}.${sign(payload)}`;
    },
    read(token) {
      const [payload = "", signature = ""] = token.split(".");
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      try {
        const [site, savedSearchId] = JSON.parse(Buffer.from(payload, "base64url").toString());
        return typeof site === "string" && typeof savedSearchId === "string"
          ? { site, savedSearchId }
          : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
