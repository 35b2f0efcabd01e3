import type { BlockData } from "@storefront/design-system/blocks/contract.ts";
import type { HeroSearchFilters } from "@storefront/design-system/blocks/hero-search/index.ts";
import { toSlug } from "@storefront/rules/formatting/slug";
import { facetValues } from "@storefront/rules/search/facet-values";
import { emptyRefinements, type Refinements } from "@storefront/rules/search/search-refinements";
import type { BlockProps, SiteDefinition } from "@storefront/schemas";
import { brandLogo } from "../../app/manufacturer-logo.ts";
import type { Catalogue } from "../../queries/search-queries.ts";
import { locationHref } from "../../search-state/location-href.ts";
import { searchLocation } from "../../search-state/scope.ts";

const maxPrices = [10000, 15000, 20000, 30000, 40000, 50000, 75000, 100000, 150000];

/** The search the hero's filters describe (a model only with its make). */
export function heroSearchRefinements(filters: HeroSearchFilters): Refinements {
  const refinements = emptyRefinements();
  refinements.query = filters.query.trim();
  if (filters.make) refinements.lists.make = [filters.make];
  if (filters.make && filters.model) refinements.lists.model = [filters.model];
  if (filters.body) refinements.lists.body = [filters.body];
  if (filters.maxPrice) refinements.ranges.price = { max: filters.maxPrice };
  return refinements;
}

/** With nothing chosen the count is all stock, which the catalogue already knows. */
export const heroSearchCountsAllStock = (filters: HeroSearchFilters) =>
  !filters.query.trim() && !filters.make && !filters.body && !filters.maxPrice;

type HeroSearchInputs = {
  site: SiteDefinition;
  /** The stock catalogue; undefined while it loads. */
  catalogue: Catalogue | undefined;
  /** The filters as the shopper has them now. */
  filters: HeroSearchFilters;
  /** The same once typing has paused: what the count is for. */
  settled: HeroSearchFilters;
  /** The count query for the settled filters' search (not asked while it is all stock). */
  count: { data: number | undefined; isFetching: boolean };
  onChange: (filters: HeroSearchFilters) => void;
  /** Goes to an address in the storefront. */
  go: (href: string) => void;
};

/** The hero search's data: the choices in stock, the live count, and where Show Me goes. */
export function heroSearchData({
  site,
  catalogue,
  filters,
  settled,
  count,
  onChange,
  go,
}: HeroSearchInputs): BlockData<"hero-search"> {
  const models = filters.make ? (catalogue?.modelsByMake[filters.make] ?? []) : [];
  const modelCounts = catalogue?.facets.make_model ?? {};
  return {
    filters,
    options: {
      makes: facetValues(catalogue?.facets.make),
      models: models.map((model) => ({
        value: model,
        count: modelCounts[`${filters.make} > ${model}`] ?? 0,
      })),
      bodies: facetValues(catalogue?.facets.simple_body),
      maxPrices,
    },
    count: heroSearchCountsAllStock(settled) ? catalogue?.total : count.data,
    counting: count.isFetching || filters.query !== settled.query,
    onChange,
    onSubmit: (chosen) => go(locationHref(searchLocation(heroSearchRefinements(chosen), site))),
  };
}

/** The facet tiles' data: each make or body type in stock, linking to its search. */
export function facetTilesData({
  site,
  catalogue,
  facet,
}: {
  site: SiteDefinition;
  catalogue: Catalogue | undefined;
  facet: BlockProps<"facet-tiles">["facet"];
}): BlockData<"facet-tiles"> {
  if (!catalogue) return { tiles: undefined };
  const counts = catalogue.facets[facet === "make" ? "make" : "simple_body"];
  return {
    tiles: facetValues(counts).map(({ value, count }) => ({
      value,
      count,
      href:
        facet === "make"
          ? `/search/${toSlug(value)}`
          : locationHref(searchLocation({ ...emptyRefinements(), lists: { body: [value] } }, site)),
    })),
  };
}

/**
 * The brand grid's data: the site's brands in each section, the car makes with their
 * manufacturers' logos; a site that names no car brands shows the makes it has in stock.
 */
export function brandGridData({
  site,
  makesInStock = [],
}: {
  site: SiteDefinition;
  makesInStock?: readonly string[];
}): BlockData<"brand-grid"> {
  const car = site.brands.car.length
    ? site.brands.car
    : makesInStock.map((make) => ({ title: make, slug: toSlug(make) }));
  return {
    brands: { ...site.brands, car: car.map((brand) => ({ ...brand, logo: brandLogo(brand) })) },
  };
}
