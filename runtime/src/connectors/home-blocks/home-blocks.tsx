import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import type { HeroSearchFilters } from "@storefront/design-system/blocks/hero-search/index.ts";
import { toSlug } from "@storefront/rules/formatting/slug";
import { facetValues } from "@storefront/rules/search/facet-values";
import { searchTextDelayMs } from "@storefront/rules/search/search-debounce";
import { emptyRefinements, type Refinements } from "@storefront/rules/search/search-refinements";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useSite } from "../../app/site-context.tsx";
import { useDebouncedValue } from "../../app/use-debounced-value.ts";
import { catalogueQuery, countQuery } from "../../queries/search-queries.ts";
import { locationHref } from "../../search-state/location-href.ts";
import { searchLocation } from "../../search-state/scope.ts";

const maxPrices = [10000, 15000, 20000, 30000, 40000, 50000, 75000, 100000, 150000];

function refinementsOf(filters: HeroSearchFilters): Refinements {
  const refinements = emptyRefinements();
  refinements.query = filters.query.trim();
  if (filters.make) refinements.lists.make = [filters.make];
  if (filters.make && filters.model) refinements.lists.model = [filters.model];
  if (filters.body) refinements.lists.body = [filters.body];
  if (filters.maxPrice) refinements.ranges.price = { max: filters.maxPrice };
  return refinements;
}

export function HeroSearchConnector({ block, Block }: ConnectorProps<"hero-search">) {
  const context = useSite();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<HeroSearchFilters>({ query: "" });
  const settled = useDebouncedValue(filters, searchTextDelayMs);
  const catalogue = useQuery(catalogueQuery(context)).data;
  // With nothing chosen the count is all stock, which the catalogue already knows.
  const unfiltered = !settled.query.trim() && !settled.make && !settled.body && !settled.maxPrice;
  const count = useQuery({
    ...countQuery(context, refinementsOf(settled)),
    placeholderData: keepPreviousData,
    enabled: !unfiltered,
  });
  const models = filters.make ? (catalogue?.modelsByMake[filters.make] ?? []) : [];
  const modelCounts = catalogue?.facets.make_model ?? {};
  return (
    <Block
      {...block.props}
      filters={filters}
      options={{
        makes: facetValues(catalogue?.facets.make),
        models: models.map((model) => ({
          value: model,
          count: modelCounts[`${filters.make} > ${model}`] ?? 0,
        })),
        bodies: facetValues(catalogue?.facets.simple_body),
        maxPrices,
      }}
      count={unfiltered ? catalogue?.total : count.data}
      counting={count.isFetching || filters !== settled}
      onChange={setFilters}
      onSubmit={(chosen) =>
        void navigate({
          href: locationHref(searchLocation(refinementsOf(chosen), context.site)),
        } as Parameters<typeof navigate>[0])
      }
    />
  );
}

export function FacetTilesConnector({ block, Block }: ConnectorProps<"facet-tiles">) {
  const context = useSite();
  const catalogue = useQuery(catalogueQuery(context)).data;
  const { facet } = block.props;
  const counts = catalogue?.facets[facet === "make" ? "make" : "simple_body"];
  const tiles = catalogue
    ? facetValues(counts).map(({ value, count }) => ({
        value,
        count,
        href:
          facet === "make"
            ? `/search/${toSlug(value)}`
            : locationHref(
                searchLocation({ ...emptyRefinements(), lists: { body: [value] } }, context.site),
              ),
      }))
    : undefined;
  return <Block {...block.props} tiles={tiles} />;
}

export function BrandGridConnector({ block, Block }: ConnectorProps<"brand-grid">) {
  const { site } = useSite();
  return <Block {...block.props} brands={site.brands} />;
}
