import type { SearchBackend, SiteDefinition } from "@storefront/schemas";

/**
 * The search settings the preview uses: always the embedded engine of the server it runs on
 * (its stock, on its origin). The draft's index and sort options are kept when that engine
 * knows them, so edited sort labels show; otherwise the served site's settings stand in.
 */
export function servedSearch(draft: SearchBackend, served: SearchBackend): SearchBackend {
  const known = new Set([served.index, ...served.replicas.map((replica) => replica.name)]);
  const draftKnown =
    known.has(draft.index) && draft.replicas.every((replica) => known.has(replica.name));
  const { index, primaryLabel, replicas } = draftKnown ? draft : served;
  return { backend: "embedded", index, primaryLabel, replicas };
}

/**
 * The site the studio sent (validated, upgraded and completed with the default pages there), set
 * to search the stock of the server the preview runs on.
 */
export function withServedSearch(site: SiteDefinition, served: SiteDefinition): SiteDefinition {
  const search = servedSearch(site.integrations.search, served.integrations.search);
  return { ...site, integrations: { ...site.integrations, search } };
}
