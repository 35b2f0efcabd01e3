import { Badge } from "../../ui/badge/badge.tsx";
import { Button } from "../../ui/button/button.tsx";

type ClearFiltersButtonProps = { count: number; onClear: () => void };

/** 'Clear Filters' with the number of refinements it clears; nothing when none are set. */
export function ClearFiltersButton({ count, onClear }: ClearFiltersButtonProps) {
  if (count === 0) return null;
  return (
    <Button data-slot="clear-filters" variant="outline" size="sm" onClick={onClear}>
      Clear Filters <Badge variant="muted">{count}</Badge>
    </Button>
  );
}
