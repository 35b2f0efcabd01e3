import type { BlockData } from "@storefront/design-system/blocks/contract.ts";
import type { SiteDefinition } from "@storefront/schemas";
import type { SearchContextValue } from "../../pages/search-context.tsx";

/** The part of the search the heading shows. */
export const headingSearch = ({ title, result, status, href }: SearchContextValue) => ({
  title,
  count: result?.count,
  status,
  href,
});

/** The part of the search the facet panel shows, and its change. */
export const facetSearch = ({ result, status, refinements, change }: SearchContextValue) => ({
  result,
  status,
  refinements,
  change,
});

/** The search heading's data: what is listed and how many match, once known. */
export function searchHeadingData(
  search: Pick<SearchContextValue, "title" | "status"> & { count: number | undefined },
): BlockData<"search-heading"> {
  return { title: search.title, count: search.count, status: search.status };
}

/** The facet panel's data: the site's facets over the search's counts, and how to change it. */
export function facetPanelData({
  site,
  search,
}: {
  site: SiteDefinition;
  search: ReturnType<typeof facetSearch>;
}): BlockData<"facet-panel"> {
  return {
    facets: site.search.facets,
    result: search.result,
    status: search.status,
    refinements: search.refinements,
    certifiedOnly: site.search.certifiedOnly,
    priceSliderMax: site.search.priceSliderMax,
    onChange: search.change,
  };
}
