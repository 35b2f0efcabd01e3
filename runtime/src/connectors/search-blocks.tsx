import type { InstanceOf } from "@storefront/design-system/blocks/contract.ts";
import { FacetPanel } from "@storefront/design-system/blocks/facet-panel/facet-panel.tsx";
import { SearchHeading } from "@storefront/design-system/blocks/search-heading/search-heading.tsx";
import { useSite } from "../app/site-context.tsx";
import { useSearchContext } from "../pages/search-context.tsx";

export function SearchHeadingConnector({ block }: { block: InstanceOf<"search-heading"> }) {
  const search = useSearchContext();
  return (
    <SearchHeading
      {...block.props}
      title={search.title}
      count={search.result?.count}
      status={search.status}
    />
  );
}

export function FacetPanelConnector({ block }: { block: InstanceOf<"facet-panel"> }) {
  const { site } = useSite();
  const search = useSearchContext();
  return (
    <FacetPanel
      {...block.props}
      facets={site.search.facets}
      result={search.result}
      status={search.status}
      refinements={search.refinements}
      certifiedOnly={site.search.certifiedOnly}
      priceSliderMax={site.search.priceSliderMax}
      onChange={search.change}
    />
  );
}
