import { useId, useState } from "react";
import { Button } from "../button/button.tsx";

/**
 * A list shown in part, then whole: the first `shown` items until the shopper asks for the rest.
 * `listId` goes on the list, for the toggle's aria-controls.
 */
export function useShowMore<T>(items: readonly T[], shown: number) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const hasMore = items.length > shown;
  return {
    expanded,
    hasMore,
    listId,
    visible: expanded || !hasMore ? items : items.slice(0, shown),
    toggle: () => setExpanded((open) => !open),
  };
}

type ShowMoreToggleProps = {
  expanded: boolean;
  /** The id of the list it opens. */
  controls: string;
  onToggle: () => void;
  /** The words while the list is cut, and once it is whole. */
  more: string;
  less: string;
};

/** The button under a list shown in part: it shows the rest, and cuts it again. */
export function ShowMoreToggle({ expanded, controls, onToggle, more, less }: ShowMoreToggleProps) {
  return (
    <Button
      data-slot="show-more-toggle"
      variant="link"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
      className="self-start"
    >
      {expanded ? less : more}
    </Button>
  );
}
