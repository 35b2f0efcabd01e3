import { TriangleAlertIcon } from "lucide-react";
import { Button } from "../../ui/button/button.tsx";

type RefreshAlertProps = { showingPrevious: boolean; onRetry?: (() => void) | undefined };

/** A failed search: says so without hiding the last results, and offers a retry. */
export function RefreshAlert({ showingPrevious, onRetry }: RefreshAlertProps) {
  return (
    <div
      role="alert"
      data-slot="search-results-alert"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-danger bg-background p-4"
    >
      <TriangleAlertIcon aria-hidden className="size-5 shrink-0 text-danger" />
      <p className="min-w-0 flex-1">
        We couldn't refresh the results.{showingPrevious ? " Showing the last results." : ""}
      </p>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}
