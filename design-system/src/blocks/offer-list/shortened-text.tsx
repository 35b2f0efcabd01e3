import type { ShortenedText as Shortened } from "@storefront/rules/offers/offer-text";
import { useId, useState } from "react";
import { Button } from "../../ui/button/button.tsx";

type ShortenedTextProps = {
  text: Shortened;
  /** The toggle's words while the text is cut, and once it is whole. */
  more: string;
  less: string;
  /** Whole from the start (an offer's own page). */
  defaultExpanded?: boolean;
  className?: string;
  slot: string;
};

/** Text cut by its rule until the shopper asks for the rest, and cut again on request. */
export function ShortenedText({
  text,
  more,
  less,
  defaultExpanded = false,
  className,
  slot,
}: ShortenedTextProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const id = useId();
  if (!text.full) return null;
  return (
    <div data-slot={slot} data-state={expanded ? "expanded" : "collapsed"} className="grid gap-1">
      <p id={id} className={className}>
        {expanded || !text.shortened ? text.full : text.short}
      </p>
      {text.shortened ? (
        <Button
          variant="link"
          size="sm"
          className="justify-self-start"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? less : more}
        </Button>
      ) : null}
    </div>
  );
}
