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
        <LoaderCircleIcon aria-hidden="true" className="motion-safe:animate-spin" />
      ) : null}
    </Button>
  );
}
