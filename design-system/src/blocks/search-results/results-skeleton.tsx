import { Card } from "../../ui/card/card.tsx";
import { Skeleton } from "../../ui/skeleton/skeleton.tsx";
import { resultGridClassName } from "./results-grid.tsx";

/** Placeholder cards in the shape of vehicle cards, shown before the first result arrives. */
export function ResultsSkeleton({ count }: { count: number }) {
  return (
    <div data-slot="search-results-skeleton" aria-busy="true">
      <p className="sr-only">Loading vehicles…</p>
      <div className={resultGridClassName}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders in a fixed order
          <Card key={index} aria-hidden="true" className="gap-0 overflow-hidden py-0">
            <Skeleton className="aspect-[3/2] w-full rounded-none" />
            <div className="flex flex-col gap-4 p-4">
              <Skeleton className="h-6 w-4/5" />
              <Skeleton className="h-8 w-2/5" />
              <div className="grid grid-cols-2 gap-3">
                <Skeleton className="h-8" />
                <Skeleton className="h-8" />
                <Skeleton className="h-8" />
                <Skeleton className="h-8" />
              </div>
              <div className="flex gap-2 pt-2">
                <Skeleton className="h-10 flex-1" />
                <Skeleton className="h-10 flex-1" />
              </div>
            </div>
          </Card>
        ))}
      </div>
    </div>
  );
}
