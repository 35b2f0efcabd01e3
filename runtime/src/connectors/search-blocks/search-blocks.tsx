import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { useSite } from "../../app/site-context.tsx";
import { useSearchContext } from "../../pages/search-context.tsx";
import { facetPanelData, searchHeadingData } from "./search-blocks-data.ts";

export function SearchHeadingConnector({ block, Block }: ConnectorProps<"search-heading">) {
  const search = useSearchContext();
  return <Block {...block.props} {...searchHeadingData(search)} />;
}

export function FacetPanelConnector({ block, Block }: ConnectorProps<"facet-panel">) {
  const { site } = useSite();
  const search = useSearchContext();
  return <Block {...block.props} {...facetPanelData({ site, search })} />;
}
