import { createMemoryCache, createNullCache } from "@algolia/client-common";
import type { SearchBackend } from "@storefront/schemas";
import { type LiteClient, liteClient } from "algoliasearch/lite";

/** Options passed through to the client (a custom requester in tests, timeouts...). */
export type SearchClientOptions = NonNullable<Parameters<typeof liteClient>[2]>;

/**
 * Which hosts answer is kept in memory for the page's life. The client's default keeps it in
 * localStorage, read after yielding to a new task: every search would then go out only after all
 * else the click that asked for it does (the router's navigation, a render), not while that runs.
 *
 * No copy of answers is kept in the client: the page's query cache keeps them, and asks again once
 * they are stale, which a client copy would answer with the old stock. Storing each answer also
 * cost serialising it as JSON in the task that shows it.
 */
const caches = () => ({ hostsCache: createMemoryCache(), responsesCache: createNullCache() });

/** The embedded engine needs no credentials; the client insists on non-empty ones. */
const embeddedCredentials = "embedded";

/**
 * How long the browser waits for the built-in engine's answer. The client's own defaults (1 s to
 * the first byte, 2 s to the last) suit Algolia's several hosts, where a slow one is left for the
 * next; the built-in engine is one host, our own server, so giving up early only turns an answer
 * on its way (a busy server, a slow phone network) into an error. The browser's client counts the
 * first wait until the answer's headers arrive, which the server sends with the answer.
 */
export const embeddedTimeouts = { connect: 10_000, read: 10_000, write: 30_000 };

/**
 * The Algolia lite client the storefront searches with: for the embedded backend it talks to the
 * page's own origin (the runtime server speaks the same protocol), for Algolia to the app's hosts
 * with the public search-only key.
 */
export function createSearchClient(
  settings: SearchBackend,
  origin: string,
  given: SearchClientOptions = {},
): LiteClient {
  return liteClient(...searchClientArguments(settings, origin, given));
}

/** The lite client's application id, key and options for a site's search backend. */
export function searchClientArguments(
  settings: SearchBackend,
  origin: string,
  given: SearchClientOptions = {},
): [appId: string, apiKey: string, options: SearchClientOptions] {
  const options = { ...caches(), ...given };
  if (settings.backend === "algolia") return [settings.appId, settings.searchApiKey, options];
  return [
    embeddedCredentials,
    embeddedCredentials,
    { timeouts: embeddedTimeouts, ...options, hosts: [hostOf(origin)] },
  ];
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
