/**
 * The demo group's variants on the journeys' server (scripts/lib/e2e-server.mjs), each
 * answering a host of its own.
 */
const originOf = (baseURL: string | undefined, host: string): string => {
  const url = new URL(baseURL ?? "http://127.0.0.1");
  url.hostname = host;
  return url.origin;
};

/**
 * The variant in compare mode, with sign-in, so its hearts save to the watchlist
 * (`http://compare.localhost:4173`).
 */
export const compareOrigin = (baseURL: string | undefined): string =>
  originOf(baseURL, "compare.localhost");

/**
 * The variant whose checkout asks for a trade-in before the shopper's details
 * (`http://trade-in-first.localhost:4173`).
 */
export const tradeInFirstOrigin = (baseURL: string | undefined): string =>
  originOf(baseURL, "trade-in-first.localhost");
