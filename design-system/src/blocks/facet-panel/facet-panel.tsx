import {
  clearRefinements,
  type Refinements,
  refinementCount,
} from "@storefront/rules/search/search-refinements";
import type { BlockProps } from "@storefront/schemas";
import type { FacetParam } from "@storefront/schemas/search/search-state";
import { useId } from "react";
import { cn } from "../../lib/cn.ts";
import type { SearchResult, SearchStatus } from "../search-data.ts";
import { ClearFiltersButton } from "./clear-filters-button.tsx";
import { FacetFilters } from "./facet-filters.tsx";
import { FilterDrawer } from "./filter-drawer.tsx";

type FacetPanelData = {
  /** Which facets, in order (site setting). */
  facets: FacetParam[];
  /** Counts and stats; the previous result while loading. */
  result: SearchResult | undefined;
  status: SearchStatus;
  /** The current search state, including refinements that come from the path. */
  refinements: Refinements;
  certifiedOnly: boolean;
  /** The price slider's maximum before stats exist (default 100000). */
  priceSliderMax: number;
  /**
   * Every change; the runtime resets the page and updates the address. `pressing`: a value
   * pressed and not yet let go, whose results the runtime may ask for ahead of the change.
   */
  onChange: (next: Refinements, how?: "pressing") => void;
};

export type FacetPanelProps = BlockProps<"facet-panel"> &
  FacetPanelData & {
    /**
     * "responsive" (default): beside the results from the lg breakpoint, a drawer below it.
     * "drawer": always the drawer.
     */
    layout?: "responsive" | "drawer";
  };

/** The search filters: keyword, list facets with counts, range sliders and Clear Filters. */
export function FacetPanel({ title, layout = "responsive", ...data }: FacetPanelProps) {
  const headingId = useId();
  const count = refinementCount(data.refinements);
  const busy = data.status === "loading";

  return (
    <div data-slot="facet-panel" data-layout={layout} className="w-full min-w-0">
      {layout === "responsive" ? (
        <section aria-labelledby={headingId} aria-busy={busy} className="hidden gap-4 lg:grid">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={headingId} className="font-heading font-semibold text-lg">
              {title}
            </h2>
            <ClearFiltersButton
              count={count}
              onClear={() => data.onChange(clearRefinements(data.refinements))}
            />
          </div>
          <FacetFilters {...data} />
        </section>
      ) : null}
      <FilterDrawer
        {...data}
        title={title}
        className={cn("w-full", layout === "responsive" && "lg:hidden")}
      />
    </div>
  );
}
