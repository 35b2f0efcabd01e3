import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { useSite } from "../../app/site-context.tsx";
import { useSearchContext } from "../../pages/search-context.tsx";

export function SearchHeadingConnector({ block, Block }: ConnectorProps<"search-heading">) {
  const search = useSearchContext();
  return (
    <Block
      {...block.props}
      title={search.title}
      count={search.result?.count}
      status={search.status}
    />
  );
}

export function FacetPanelConnector({ block, Block }: ConnectorProps<"facet-panel">) {
  const { site } = useSite();
  const search = useSearchContext();
  return (
    <Block
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
