import { vehicleCountLabel } from "@storefront/rules/formatting/vehicle-count";
import { clearRefinements, refinementCount } from "@storefront/rules/search/search-refinements";
import { Button } from "../../ui/button/button.tsx";
import {
  Drawer,
  DrawerClose,
  DrawerContent,
  DrawerFooter,
  DrawerHeader,
  DrawerTitle,
} from "../../ui/drawer/drawer.tsx";
import type { LazyDrawerProps } from "../../ui/drawer/lazy-drawer-trigger.tsx";
import { ClearFiltersButton } from "./clear-filters-button.tsx";
import { FacetFilters, type FacetFiltersProps } from "./facet-filters.tsx";

type FilterDrawerPanelProps = FacetFiltersProps & LazyDrawerProps & { title: string };

/** The filters in a drawer from the left, closed by 'Show Me' with the live count. */
export function FilterDrawerPanel({
  title,
  open,
  onOpenChange,
  returnFocus,
  ...filters
}: FilterDrawerPanelProps) {
  const { refinements, result, status, onChange } = filters;
  const count = refinementCount(refinements);

  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent
        returnFocus={returnFocus}
        side="left"
        aria-describedby={undefined}
        aria-busy={status === "loading"}
        className="w-full max-w-sm gap-0 p-0"
      >
        <DrawerHeader className="border-b p-4">
          <DrawerTitle>{title}</DrawerTitle>
        </DrawerHeader>
        <div className="grid flex-1 content-start gap-4 overflow-y-auto p-4">
          <div className="justify-self-start empty:hidden">
            <ClearFiltersButton
              count={count}
              onClear={() => onChange(clearRefinements(refinements))}
            />
          </div>
          <FacetFilters {...filters} />
        </div>
        <DrawerFooter className="border-t p-4">
          <DrawerClose asChild>
            <Button size="lg" className="w-full">
              Show Me{" "}
              {result ? (
                <span className="font-normal">{vehicleCountLabel(result.count)}</span>
              ) : null}
            </Button>
          </DrawerClose>
        </DrawerFooter>
      </DrawerContent>
    </Drawer>
  );
}
