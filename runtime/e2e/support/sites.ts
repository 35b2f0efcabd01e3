/**
 * The demo group's variant on the journeys' server (scripts/lib/e2e-server.mjs): compare mode,
 * and sign-in, so its hearts save to the watchlist.
 */
const compareHost = "compare.localhost";

/** The variant's origin on the journeys' server (`http://compare.localhost:4173`). */
export function compareOrigin(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? "http://127.0.0.1");
  url.hostname = compareHost;
  return url.origin;
}
