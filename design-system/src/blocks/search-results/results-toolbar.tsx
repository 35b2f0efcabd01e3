import { vehicleCountLabel } from "@storefront/rules/formatting/vehicle-count";
import { LoaderCircleIcon } from "lucide-react";
import { type ChangeEvent, memo, useCallback, useId } from "react";
import { useLatest } from "../../lib/use-latest.ts";
import { Label } from "../../ui/label/label.tsx";
import { Select } from "../../ui/select/select.tsx";
import { Skeleton } from "../../ui/skeleton/skeleton.tsx";
import type { SearchResultsSort } from "./search-results-data.ts";

type ResultsToolbarProps = {
  /** The number of matches to show, or undefined before the first result arrives. */
  count: number | undefined;
  updating: boolean;
  sort: SearchResultsSort;
  showCount: boolean;
  showSort: boolean;
};

/** The same element every render: a new count does not draw the spinner again. */
const spinner = (
  // The box spins rather than the drawing: the compositor turns it, with no work for the page.
  <span aria-hidden="true" className="inline-flex motion-safe:animate-spin">
    <LoaderCircleIcon className="size-4" />
  </span>
);

/** The number of matches, announced politely as it changes, and the sort select. */
export function ResultsToolbar({
  count,
  updating,
  sort,
  showCount,
  showSort,
}: ResultsToolbarProps) {
  // The select keeps one handler, which always reaches the latest sort: a new count or page
  // draws the count again, not the select and its options.
  const latest = useLatest(sort.onChange);
  const onSortChange = useCallback(
    (event: ChangeEvent<HTMLSelectElement>) => latest.current(event.target.value),
    [],
  );
  if (!showCount && !showSort) return null;
  return (
    <div
      data-slot="search-results-toolbar"
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3"
    >
      <div className="flex min-h-10 items-center gap-3">
        {showCount ? (
          <p aria-live="polite" aria-atomic="true" className="font-heading font-semibold text-lg">
            {count === undefined ? <Skeleton className="h-6 w-32" /> : vehicleCountLabel(count)}
          </p>
        ) : null}
        {updating ? (
          <span className="flex items-center gap-1.5 text-muted-foreground text-sm">
            {spinner}
            Updating…
          </span>
        ) : null}
      </div>
      {showSort ? (
        <SortSelect value={sort.value} options={sort.options} onChange={onSortChange} />
      ) : null}
    </div>
  );
}

type SortSelectProps = Pick<SearchResultsSort, "value" | "options"> & {
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
};

/**
 * The labelled sort select, drawn again only when the sort or its options change. It keeps the
 * shopper's choice itself: a controlled select would be set back to the sort shown until the
 * new results come, then every option set again with them. A sort reached otherwise (back, a
 * link) is set on it here.
 */
const SortSelect = memo(function SortSelect({ value, options, onChange }: SortSelectProps) {
  const id = useId();
  return (
    <div className="flex w-full items-center gap-2 sm:w-auto">
      <Label htmlFor={id} className="shrink-0">
        Sort by
      </Label>
      <div className="min-w-0 flex-1 sm:w-56 sm:flex-none">
        <Select
          ref={(select) => {
            if (select) select.value = value;
          }}
          id={id}
          defaultValue={value}
          onChange={onChange}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
});
