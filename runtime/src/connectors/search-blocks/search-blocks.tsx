import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { useSite } from "../../app/site-context.tsx";
import { useSearch } from "../../pages/search-context.tsx";
import {
  facetPanelData,
  facetSearch,
  headingSearch,
  searchHeadingData,
} from "./search-blocks-data.ts";
import { useSaveSearch } from "./use-save-search.ts";

export function SearchHeadingConnector({ block, Block }: ConnectorProps<"search-heading">) {
  const { site } = useSite();
  const search = useSearch(headingSearch);
  const heading = [search.title, block.props.suffix].filter(Boolean).join(" ");
  const saveSearch = useSaveSearch(site.slug, heading, JSON.stringify(search.refinements));
  return <Block {...block.props} {...searchHeadingData(search)} saveSearch={saveSearch} />;
}

export function FacetPanelConnector({ block, Block }: ConnectorProps<"facet-panel">) {
  const { site } = useSite();
  const search = useSearch(facetSearch);
  return <Block {...block.props} {...facetPanelData({ site, search })} />;
}
