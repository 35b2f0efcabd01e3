import { refinementCount } from "@storefront/rules/search/search-refinements";
import { SlidersHorizontalIcon } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Badge } from "../../ui/badge/badge.tsx";
import { Button } from "../../ui/button/button.tsx";
import type { FacetFiltersProps } from "./facet-filters.tsx";

// The drawer's code (dialog, focus trap, scroll lock) loads when it is first opened.
const FilterDrawerPanel = lazy(() =>
  import("./filter-drawer-panel.tsx").then((module) => ({ default: module.FilterDrawerPanel })),
);

type FilterDrawerProps = FacetFiltersProps & { title: string; className?: string };

/** Small screens: a 'Filter Results' button opens the filters in a drawer closed by 'Show Me'. */
export function FilterDrawer({ title, className, ...filters }: FilterDrawerProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const count = refinementCount(filters.refinements);

  return (
    <>
      <Button
        ref={button}
        data-slot="filter-drawer-trigger"
        variant="outline"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <SlidersHorizontalIcon aria-hidden="true" />
        {title} {count > 0 ? <Badge variant="muted">{count}</Badge> : null}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <FilterDrawerPanel
            {...filters}
            title={title}
            open={open}
            onOpenChange={setOpen}
            returnFocus={button}
          />
        </Suspense>
      ) : null}
    </>
  );
}
