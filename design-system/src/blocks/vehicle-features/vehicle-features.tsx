import type { BlockProps } from "@storefront/schemas";
import { CheckIcon } from "lucide-react";
import { useId } from "react";
import { ShowMoreToggle, useShowMore } from "../../ui/show-more/show-more.tsx";

type VehicleFeaturesData = {
  /** The vehicle's standard equipment, as the feed lists it. */
  features: string[];
};

/** The vehicle's features: the first 8 (a setting), then 'Show all'; nothing when it has none. */
export function VehicleFeatures({
  title,
  shown,
  features,
}: BlockProps<"vehicle-features"> & VehicleFeaturesData) {
  const list = useShowMore(features, shown);
  const headingId = useId();
  if (features.length === 0) return null;
  return (
    <section
      data-slot="vehicle-features"
      aria-labelledby={headingId}
      className="flex flex-col gap-3 py-4"
    >
      <h2 id={headingId} className="font-heading font-semibold text-2xl">
        {title}
      </h2>
      <ul
        id={list.listId}
        data-state={list.expanded ? "open" : "closed"}
        className="grid grid-cols-1 gap-x-8 gap-y-2 sm:grid-cols-2"
      >
        {list.visible.map((feature, index) => (
          // A feed may list a feature twice; its place in the list is its identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="flex items-start gap-2">
            <CheckIcon aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
            <span className="[overflow-wrap:anywhere]">{feature}</span>
          </li>
        ))}
      </ul>
      {list.hasMore ? (
        <ShowMoreToggle
          expanded={list.expanded}
          controls={list.listId}
          onToggle={list.toggle}
          more="Show all"
          less="Show less"
        />
      ) : null}
    </section>
  );
}
