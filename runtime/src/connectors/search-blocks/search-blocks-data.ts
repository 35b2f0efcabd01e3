import type { BlockData } from "@storefront/design-system/blocks/contract.ts";
import type { SiteDefinition } from "@storefront/schemas";
import type { SearchContextValue } from "../../pages/search-context.tsx";

/** The search heading's data: what is listed and how many match, once known. */
export function searchHeadingData(search: SearchContextValue): BlockData<"search-heading"> {
  return { title: search.title, count: search.result?.count, status: search.status };
}

/** The facet panel's data: the site's facets over the search's counts, and how to change it. */
export function facetPanelData({
  site,
  search,
}: {
  site: SiteDefinition;
  search: SearchContextValue;
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
