import type { SearchBackend } from "@storefront/schemas";
import type { LiteClient } from "algoliasearch/lite";

/**
 * A search client whose code loads with the first search the browser itself makes: pages come
 * rendered with their results, so many visits never need it.
 */
export function lazySearchClient(settings: SearchBackend, origin: string): LiteClient {
  let client: Promise<LiteClient> | undefined;
  const load = () => {
    client ??= import("./create-search-client.ts").then((module) =>
      module.createSearchClient(settings, origin),
    );
    return client;
  };
  return {
    search: async (...args: Parameters<LiteClient["search"]>) => (await load()).search(...args),
  } as LiteClient;
}
