import type { SiteDefinition } from "@storefront/schemas";
import type { LiteClient } from "algoliasearch/lite";
import { createSearchClient } from "../../src/search/create-search-client.ts";
import { multiSearch } from "../search/protocol/protocol-handlers.ts";
import type { SiteEngines } from "../site-engines.ts";

/**
 * The search client server rendering uses: the embedded engine called in process (through the
 * same request validation as its HTTP endpoint), or the site's Algolia application.
 */
export function serverSearchClient(
  site: SiteDefinition,
  engines: SiteEngines,
  origin: string,
): LiteClient {
  if (site.integrations.search.backend === "algolia")
    return createSearchClient(site.integrations.search, origin);
  const search = async (body: { requests: unknown[] }) =>
    multiSearch(engines.engineFor(site), body);
  return { search } as unknown as LiteClient;
}
