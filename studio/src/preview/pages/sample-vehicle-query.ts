import { dealerStockFilter } from "@storefront/rules/search/stock-filter";
import type { SiteDefinition } from "@storefront/schemas";
import { queryOptions } from "@tanstack/react-query";
import type { SampleVehicle } from "./preview-pages.ts";

type SearchResponse = { results?: { hits?: { slug?: unknown; model?: unknown }[] }[] };

/**
 * The first vehicle in stock on the site, asked of the search engine on this origin (the same
 * stock the preview shows), so the vehicle pages can be previewed with a real one.
 */
export function sampleVehicleQuery(site: SiteDefinition | undefined, now: Date) {
  const request = site && {
    indexName: site.integrations.search.index,
    filters: `status:in_stock AND ${dealerStockFilter({
      soldDays: site.search.soldDays,
      visibilityLevel: site.search.visibilityLevel,
      now,
      dealershipIds: site.dealerships.map((dealership) => dealership.id),
    })}`,
    hitsPerPage: 1,
    attributesToRetrieve: ["slug", "model"],
  };
  return queryOptions({
    queryKey: ["preview-sample-vehicle", request],
    enabled: request !== undefined,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }): Promise<SampleVehicle | null> => {
      const response = await fetch("/1/indexes/*/queries", {
        method: "POST",
        body: JSON.stringify({ requests: [request] }),
        signal,
      });
      if (!response.ok) throw new Error(`The stock search answered ${response.status}`);
      const hit = ((await response.json()) as SearchResponse).results?.[0]?.hits?.[0];
      if (typeof hit?.slug !== "string") return null;
      return { slug: hit.slug, model: typeof hit.model === "string" ? hit.model : undefined };
    },
  });
}
