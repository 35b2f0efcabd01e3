import type { APIRequestContext } from "@playwright/test";

/**
 * Cars in stock with the fields asked for, straight from the site's search engine (the first
 * `count` it ranks).
 */
export async function stockRecords<T>(
  request: APIRequestContext,
  attributes: string[],
  count = 300,
): Promise<T[]> {
  const site = await (await request.get("/api/site")).json();
  const response = await request.post("/1/indexes/*/queries", {
    headers: { "content-type": "text/plain" },
    data: JSON.stringify({
      requests: [
        {
          indexName: site.integrations.search.index,
          // In stock and listed on the site, as its own searches ask.
          filters: "status:in_stock AND show_on_dealer_website:true AND visibility <= 3",
          hitsPerPage: count,
          attributesToRetrieve: ["slug", ...attributes],
        },
      ],
    }),
  });
  const { results } = await response.json();
  return results[0].hits;
}
