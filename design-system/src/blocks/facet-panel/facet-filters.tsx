import type { Range } from "@storefront/rules/search/range";
import {
  type Refinements,
  setRange,
  toggleValue,
  withChange,
} from "@storefront/rules/search/search-refinements";
import type { FacetParam } from "@storefront/schemas/search/search-state";
import { useCallback, useDeferredValue, useMemo, useState } from "react";
import { useLatest } from "../../lib/use-latest.ts";
import { Skeleton } from "../../ui/skeleton/skeleton.tsx";
import type { SearchResult, SearchStatus } from "../search-data.ts";
import { FacetGroupSection } from "./groups/facet-group-section.tsx";
import { facetGroups } from "./groups/facet-groups.ts";
import { KeywordSearch } from "./keyword-search.tsx";

export type FacetFiltersProps = {
  facets: FacetParam[];
  result: SearchResult | undefined;
  status: SearchStatus;
  refinements: Refinements;
  certifiedOnly: boolean;
  priceSliderMax: number;
  onChange: (next: Refinements, how?: "pressing") => void;
};

/**
 * The keyword box and one collapsible group per facet; groups refined on arrival start open. A new
 * search's counts and ticks follow in the render after its results: the results are drawn first.
 */
export function FacetFilters({
  facets,
  result,
  status,
  refinements,
  certifiedOnly,
  priceSliderMax,
  onChange,
}: FacetFiltersProps) {
  const counted = useDeferredValue(result) ?? result;
  // The ticks too: the render that shows a new search's results leaves every group as it is.
  // Changes still start from the latest search (`latest`).
  const ticked = useDeferredValue(refinements);
  const groups = useMemo(
    () =>
      facetGroups({ facets, result: counted, refinements: ticked, certifiedOnly, priceSliderMax }),
    [facets, counted, ticked, certifiedOnly, priceSliderMax],
  );
  const [opened, setOpened] = useState<ReadonlySet<FacetParam>>(
    () =>
      new Set(
        facets.filter((facet) => refinements.lists[facet]?.length || refinements.ranges[facet]),
      ),
  );
  const firstLoad = !result && status === "loading";

  // The groups and the keyword box keep one handler each, which always applies to the latest search.
  const latest = useLatest({ refinements, onChange });
  const openChange = useCallback((facet: FacetParam, open: boolean) => {
    setOpened((before) => {
      const after = new Set(before);
      if (open) after.add(facet);
      else after.delete(facet);
      return after;
    });
  }, []);
  const toggle = useCallback((facet: FacetParam, value: string, pressing?: boolean) => {
    const { refinements, onChange } = latest.current;
    onChange(toggleValue(refinements, facet, value), pressing ? "pressing" : undefined);
  }, []);
  const range = useCallback((facet: FacetParam, range: Partial<Range> | undefined) => {
    const { refinements, onChange } = latest.current;
    onChange(setRange(refinements, facet, range));
  }, []);
  const queryChange = useCallback((query: string) => {
    const { refinements, onChange } = latest.current;
    onChange(withChange(refinements, { query }));
  }, []);
  const keyword = useMemo(
    () => <KeywordSearch query={refinements.query} onQueryChange={queryChange} />,
    [refinements.query, queryChange],
  );

  return (
    <div data-slot="facet-filters" className="grid gap-4">
      {keyword}
      {firstLoad ? (
        <div className="grid gap-3 pt-2">
          <span className="sr-only">Loading filters</span>
          {facets.slice(0, 6).map((facet) => (
            <Skeleton key={facet} className="h-10 w-full" />
          ))}
        </div>
      ) : (
        <div data-slot="facet-groups">
          {groups.map((group) => (
            <FacetGroupSection
              key={group.facet}
              group={group}
              open={opened.has(group.facet)}
              certifiedOnly={certifiedOnly}
              onOpenChange={openChange}
              onToggle={toggle}
              onRangeChange={range}
            />
          ))}
        </div>
      )}
    </div>
  );
}
