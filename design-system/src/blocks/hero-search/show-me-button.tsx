import { formatNumber } from "@storefront/rules/formatting/format";
import { LoaderCircleIcon } from "lucide-react";
import { Button } from "../../ui/button/button.tsx";

type ShowMeButtonProps = {
  count: number | undefined;
  counting: boolean;
};

/**
 * Submits the search, reading 'Show Me (1,234)' with the live number of matches. While a new count
 * is on its way the last one stays and the button is marked busy. With no matches it still submits.
 */
export function ShowMeButton({ count, counting }: ShowMeButtonProps) {
  return (
    <Button
      type="submit"
      size="lg"
      data-slot="show-me-button"
      data-state={counting ? "counting" : "ready"}
      aria-busy={counting || undefined}
      className="w-full sm:w-auto sm:min-w-48"
    >
      Show Me
      {count === undefined ? null : (
        <span data-slot="show-me-count" className="font-bold tabular-nums">
          ({formatNumber(count)})
        </span>
      )}
      {counting ? (
        // The box spins rather than the drawing: the compositor turns it, with no work for the page.
        <span aria-hidden="true" className="inline-flex motion-safe:animate-spin">
          <LoaderCircleIcon />
        </span>
      ) : null}
    </Button>
  );
}
