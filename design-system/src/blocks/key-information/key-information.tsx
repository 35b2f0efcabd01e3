import type { KeyInformationEntry } from "@storefront/rules/vehicle/key-information";
import type { BlockProps } from "@storefront/schemas";
import { useId, useState } from "react";
import { Button } from "../../ui/button/button.tsx";

type KeyInformationData = {
  /** The vehicle's entries, most telling first, leaving out what it lacks. */
  entries: KeyInformationEntry[];
};

/** A vehicle's key specifications: the first few, then 'show more' for the rest (and back). */
export function KeyInformation({
  title,
  shown,
  entries,
}: BlockProps<"key-information"> & KeyInformationData) {
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const listId = useId();
  if (entries.length === 0) return null;
  const hasMore = entries.length > shown;
  const visible = expanded || !hasMore ? entries : entries.slice(0, shown);
  return (
    <section
      data-slot="key-information"
      aria-labelledby={headingId}
      className="flex flex-col gap-3 py-4"
    >
      <h2 id={headingId} className="font-heading font-semibold text-2xl">
        {title}
      </h2>
      <dl
        id={listId}
        data-state={expanded ? "open" : "closed"}
        className="grid grid-cols-1 gap-x-8 sm:grid-cols-2"
      >
        {visible.map((entry) => (
          <div
            key={entry.label}
            data-slot="key-information-entry"
            className="flex items-baseline justify-between gap-4 border-border border-b py-3"
          >
            <dt className="text-muted-foreground">{entry.label}</dt>
            <dd className="text-right font-medium [overflow-wrap:anywhere]">{entry.value}</dd>
          </div>
        ))}
      </dl>
      {hasMore ? (
        <Button
          variant="link"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
          className="self-start"
        >
          {expanded ? "show less" : "show more"}
        </Button>
      ) : null}
    </section>
  );
}
