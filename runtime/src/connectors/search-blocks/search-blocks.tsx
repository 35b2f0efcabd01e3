import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { useMemo } from "react";
import { useSite } from "../../app/core/site-context.tsx";
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
  const saveSearch = useSaveSearch(site.slug, heading, search.href);
  // Drawn again only when its part of the search or the save changes.
  return useMemo(
    () => <Block {...block.props} {...searchHeadingData(search)} saveSearch={saveSearch} />,
    [Block, block.props, search, saveSearch],
  );
}

export function FacetPanelConnector({ block, Block }: ConnectorProps<"facet-panel">) {
  const { site } = useSite();
  const search = useSearch(facetSearch);
  return useMemo(
    () => <Block {...block.props} {...facetPanelData({ site, search })} />,
    [Block, block.props, site, search],
  );
}
