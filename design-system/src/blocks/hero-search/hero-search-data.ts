import type { FacetValue } from "@storefront/rules/search/facet-values";
import type { HeroSearchFilters } from "@storefront/rules/search/hero-search-filters";

export type { HeroSearchFilters };

type HeroSearchOptions = {
  makes: FacetValue[];
  /** The models of the chosen make. */
  models: FacetValue[];
  bodies: FacetValue[];
  maxPrices: number[];
};

/** What the runtime supplies to the hero search. */
export type HeroSearchData = {
  filters: HeroSearchFilters;
  options: HeroSearchOptions;
  /** Live count of matching vehicles; undefined until the first count arrives. */
  count: number | undefined;
  /** A count is on its way. */
  counting: boolean;
  /** Called on every change; the runtime debounces typing by 300 ms before it recounts. */
  onChange: (filters: HeroSearchFilters) => void;
  /** Goes to the search results page for these filters. */
  onSubmit: (filters: HeroSearchFilters) => void;
};
