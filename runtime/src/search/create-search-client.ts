import type { SearchBackend } from "@storefront/schemas";
import { type LiteClient, liteClient } from "algoliasearch/lite";

/** Options passed through to the client (a custom requester in tests, timeouts...). */
export type SearchClientOptions = NonNullable<Parameters<typeof liteClient>[2]>;

/** The embedded engine needs no credentials; the client insists on non-empty ones. */
const embeddedCredentials = "embedded";

/**
 * The Algolia lite client the storefront searches with: for the embedded backend it talks to the
 * page's own origin (the runtime server speaks the same protocol), for Algolia to the app's hosts
 * with the public search-only key.
 */
export function createSearchClient(
  settings: SearchBackend,
  origin: string,
  options: SearchClientOptions = {},
): LiteClient {
  if (settings.backend === "algolia") {
    return liteClient(settings.appId, settings.searchApiKey, options);
  }
  return liteClient(embeddedCredentials, embeddedCredentials, {
    ...options,
    hosts: [hostOf(origin)],
  });
}

function hostOf(origin: string) {
  const url = new URL(origin);
  const protocol = url.protocol === "http:" ? ("http" as const) : ("https" as const);
  return {
    url: url.hostname,
    ...(url.port ? { port: Number(url.port) } : {}),
    protocol,
    accept: "readWrite" as const,
  };
}
