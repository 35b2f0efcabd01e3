import { vehicleCountLabel } from "@storefront/rules/formatting/vehicle-count";
import type { BlockProps } from "@storefront/schemas";
import type { SearchStatus } from "../search-data.ts";
import { SaveSearch, type SaveSearchControl } from "./save-search.tsx";

type SearchHeadingData = {
  /** What is listed: 'Used Cars', 'Toyota HiLux'. */
  title: string;
  /** Matching vehicles; undefined until the first result arrives. */
  count: number | undefined;
  status: SearchStatus;
  /** 'Save this search', where the page can save searches. */
  saveSearch?: SaveSearchControl | undefined;
};

export type SearchHeadingProps = BlockProps<"search-heading"> & SearchHeadingData;

/** 'Used Cars for Sale' and the number of matching vehicles, announced as it changes. */
export function SearchHeading({
  suffix,
  offerSaveSearch,
  title,
  count,
  status,
  saveSearch,
}: SearchHeadingProps) {
  const heading = [title, suffix].filter(Boolean).join(" ");
  return (
    <header
      data-slot="search-heading"
      data-status={status}
      className="mx-auto flex w-full max-w-7xl flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 pt-6 pb-4"
    >
      <h1 className="font-bold font-heading text-3xl tracking-tight md:text-4xl">{heading}</h1>
      {/* The live region is always there so screen readers announce the first count too. */}
      <p role="status" aria-live="polite" className="text-muted-foreground tabular-nums">
        {count === undefined ? null : vehicleCountLabel(count)}
      </p>
      {offerSaveSearch && saveSearch ? <SaveSearch {...saveSearch} /> : null}
    </header>
  );
}
