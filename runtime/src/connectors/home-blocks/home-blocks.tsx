import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import type { HeroSearchFilters } from "@storefront/design-system/blocks/hero-search/index.ts";
import { searchTextDelayMs } from "@storefront/rules/search/search-debounce";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useSite } from "../../app/core/site-context.tsx";
import { useDebouncedValue } from "../../app/use-debounced-value.ts";
import { catalogueQuery, countQuery } from "../../queries/search-queries.ts";
import {
  brandGridData,
  facetTilesData,
  heroSearchCountsAllStock,
  heroSearchData,
  heroSearchRefinements,
} from "./home-blocks-data.ts";

export function HeroSearchConnector({ block, Block }: ConnectorProps<"hero-search">) {
  const context = useSite();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<HeroSearchFilters>({ query: "" });
  // Only typing waits (the spec's 300 ms for search text); a choice in a menu counts at once.
  const query = useDebouncedValue(filters.query, searchTextDelayMs);
  const settled = useMemo(() => ({ ...filters, query }), [filters, query]);
  const catalogue = useQuery(catalogueQuery(context)).data;
  const count = useQuery({
    ...countQuery(context, heroSearchRefinements(settled)),
    placeholderData: keepPreviousData,
    enabled: !heroSearchCountsAllStock(settled),
  });
  const data = heroSearchData({
    site: context.site,
    catalogue,
    filters,
    settled,
    count,
    onChange: setFilters,
    go: (href) => void navigate({ href } as Parameters<typeof navigate>[0]),
  });
  return <Block {...block.props} {...data} />;
}

export function FacetTilesConnector({ block, Block }: ConnectorProps<"facet-tiles">) {
  const context = useSite();
  const catalogue = useQuery(catalogueQuery(context)).data;
  const data = facetTilesData({ site: context.site, catalogue, facet: block.props.facet });
  return <Block {...block.props} {...data} />;
}

export function BrandGridConnector({ block, Block }: ConnectorProps<"brand-grid">) {
  const context = useSite();
  const makesInStock = useQuery(catalogueQuery(context)).data?.makes;
  return <Block {...block.props} {...brandGridData({ site: context.site, makesInStock })} />;
}
