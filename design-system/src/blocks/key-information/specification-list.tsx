import { useId } from "react";
import { ShowMoreToggle, useShowMore } from "../../ui/show-more/show-more.tsx";

export type SpecificationListProps = {
  /** The block's slot name, on its section. */
  slot: string;
  title: string;
  /** How many entries show before 'show more'. */
  shown: number;
  /** The entries, in order, leaving out what the vehicle lacks. */
  entries: readonly { label: string; value: string }[];
};

/**
 * A vehicle's specifications as labelled values: the first few, then 'show more' for the rest
 * (and back). Nothing at all when there are none.
 */
export function SpecificationList({ slot, title, shown, entries }: SpecificationListProps) {
  const list = useShowMore(entries, shown);
  const headingId = useId();
  if (entries.length === 0) return null;
  return (
    <section data-slot={slot} aria-labelledby={headingId} className="flex flex-col gap-3 py-4">
      <h2 id={headingId} className="font-heading font-semibold text-2xl">
        {title}
      </h2>
      <dl
        id={list.listId}
        data-state={list.expanded ? "open" : "closed"}
        className="grid grid-cols-1 gap-x-8 sm:grid-cols-2"
      >
        {list.visible.map((entry) => (
          <div
            key={entry.label}
            data-slot={`${slot}-entry`}
            className="flex items-baseline justify-between gap-4 border-border border-b py-3"
          >
            <dt className="text-muted-foreground">{entry.label}</dt>
            <dd className="text-right font-medium [overflow-wrap:anywhere]">{entry.value}</dd>
          </div>
        ))}
      </dl>
      {list.hasMore ? (
        <ShowMoreToggle
          expanded={list.expanded}
          controls={list.listId}
          onToggle={list.toggle}
          more="show more"
          less="show less"
        />
      ) : null}
    </section>
  );
}
