import { refinementCount } from "@storefront/rules/search/search-refinements";
import { SlidersHorizontalIcon } from "lucide-react";
import { lazy, useMemo, useState } from "react";
import { Badge } from "../../ui/badge/badge.tsx";
import { LazyDrawerTrigger } from "../../ui/drawer/lazy-drawer-trigger.tsx";
import type { FacetFiltersProps } from "./facet-filters.tsx";

// The drawer's code (dialog, focus trap, scroll lock) loads when it is first opened.
const FilterDrawerPanel = lazy(() =>
  import("./filter-drawer-panel.tsx").then((module) => ({ default: module.FilterDrawerPanel })),
);

type FilterDrawerProps = FacetFiltersProps & { title: string; className?: string };

/** Small screens: a 'Filter Results' button opens the filters in a drawer closed by 'Show Me'. */
export function FilterDrawer({ title, className, ...filters }: FilterDrawerProps) {
  const [open, setOpen] = useState(false);
  const count = refinementCount(filters.refinements);
  // While the drawer is closed (on a wide screen, always), a new search draws the button again
  // only when its count of refinements changes; the drawer opens with the latest filters.
  const shown = open ? filters : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are read only while open
  return useMemo(
    () => (
      <LazyDrawerTrigger
        data-slot="filter-drawer-trigger"
        variant="outline"
        className={className}
        open={open}
        onOpenChange={setOpen}
        drawer={(drawer) => <FilterDrawerPanel {...filters} title={title} {...drawer} />}
      >
        <SlidersHorizontalIcon aria-hidden="true" />
        {title} {count > 0 ? <Badge variant="muted">{count}</Badge> : null}
      </LazyDrawerTrigger>
    ),
    [open, shown, count, title, className],
  );
}
