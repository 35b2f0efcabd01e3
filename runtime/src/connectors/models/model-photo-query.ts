import { queryOptions } from "@tanstack/react-query";
import type { SiteContextValue } from "../../app/core/site-context.tsx";
import { run } from "../../queries/search-queries.ts";
import { quote, type SearchRequest, siteFilter } from "../../search-state/algolia-requests.ts";

/** One photo of a model the site lists, for its explore page when no offer has an image. */
export const modelPhotoQuery = (context: SiteContextValue, make: string, model: string) => {
  const { site } = context;
  const request: SearchRequest = {
    indexName: site.integrations.search.index,
    query: "",
    filters: `${siteFilter(site, context.now)} AND make:${quote(make)} AND model:${quote(model)}`,
    facets: [],
    hitsPerPage: 1,
    page: 0,
    attributesToRetrieve: ["primary_image_url"],
  };
  return queryOptions({
    queryKey: ["model-photo", site.slug, request],
    queryFn: async (): Promise<string | null> => {
      const [response] = await run(context, [request]);
      const photo = response?.hits?.[0]?.primary_image_url;
      return typeof photo === "string" && photo ? photo : null;
    },
    staleTime: 5 * 60_000,
  });
};
