import type { Range } from "@storefront/rules/search/range";
import {
  type Refinements,
  setRange,
  toggleValue,
  withChange,
} from "@storefront/rules/search/search-refinements";
import type { FacetParam } from "@storefront/schemas/search-state";
import { Suspense } from "react";
import { lazyBlock } from "../../renderer/lazy-block.ts";
import { Badge } from "../../ui/badge/badge.tsx";
import { Skeleton } from "../../ui/skeleton/skeleton.tsx";
import type { SearchResult, SearchStatus } from "../search-data.ts";
import { type FacetGroup, facetGroups } from "./facet-groups.ts";
import { FacetSection } from "./facet-section.tsx";
import { KeywordSearch } from "./keyword-search.tsx";

// Groups start closed unless refined; their checkbox and slider code loads when one is shown.
const ListFacet = lazyBlock(() => import("./list-facet.tsx").then((module) => module.ListFacet));
const RangeFacet = lazyBlock(() => import("./range-facet.tsx").then((module) => module.RangeFacet));

export type FacetFiltersProps = {
  facets: FacetParam[];
  result: SearchResult | undefined;
  status: SearchStatus;
  refinements: Refinements;
  certifiedOnly: boolean;
  priceSliderMax: number;
  onChange: (next: Refinements) => void;
};

function appliedInGroup(group: FacetGroup): number | undefined {
  if (group.kind === "list") return group.refined.length || undefined;
  return group.refined ? 1 : undefined;
}

/** The keyword box and one collapsible group per facet; groups refined on arrival start open. */
export function FacetFilters({
  facets,
  result,
  status,
  refinements,
  certifiedOnly,
  priceSliderMax,
  onChange,
}: FacetFiltersProps) {
  const groups = facetGroups({ facets, result, refinements, certifiedOnly, priceSliderMax });
  const refinedFacets = facets.filter(
    (facet) => refinements.lists[facet]?.length || refinements.ranges[facet],
  );
  const firstLoad = !result && status === "loading";

  const change = {
    query: (query: string) => onChange(withChange(refinements, { query })),
    toggle: (facet: FacetParam, value: string) => onChange(toggleValue(refinements, facet, value)),
    range: (facet: FacetParam, range: Partial<Range> | undefined) =>
      onChange(setRange(refinements, facet, range)),
  };

  return (
    <div data-slot="facet-filters" className="grid gap-4">
      <KeywordSearch query={refinements.query} onQueryChange={change.query} />
      {firstLoad ? (
        <div className="grid gap-3 pt-2">
          <span className="sr-only">Loading filters</span>
          {facets.slice(0, 6).map((facet) => (
            <Skeleton key={facet} className="h-10 w-full" />
          ))}
        </div>
      ) : (
        <div data-slot="facet-groups">
          {groups.map((group) => {
            const applied = appliedInGroup(group);
            return (
              <FacetSection
                key={group.facet}
                defaultOpen={refinedFacets.includes(group.facet)}
                heading={
                  <span className="flex items-center gap-2">
                    {group.label}
                    {applied ? (
                      <Badge variant="muted">
                        {applied}
                        <span className="sr-only"> applied</span>
                      </Badge>
                    ) : null}
                  </span>
                }
              >
                {group.kind === "list" ? (
                  <Suspense fallback={<Skeleton className="h-24 w-full" />}>
                    <ListFacet
                      facet={group.facet}
                      label={group.label}
                      values={group.values}
                      refined={group.refined}
                      certifiedOnly={certifiedOnly}
                      onToggle={(value) => change.toggle(group.facet, value)}
                    />
                  </Suspense>
                ) : (
                  <Suspense fallback={<Skeleton className="h-16 w-full" />}>
                    <RangeFacet
                      facet={group.facet}
                      label={group.label}
                      bounds={group.bounds}
                      refined={group.refined}
                      onRangeChange={(range) => change.range(group.facet, range)}
                    />
                  </Suspense>
                )}
              </FacetSection>
            );
          })}
        </div>
      )}
    </div>
  );
}
