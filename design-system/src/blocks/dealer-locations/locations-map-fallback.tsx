import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";
import type { LocationView } from "./location-view.ts";

/**
 * The map's place without a map (no token, not yet in view, or the map failed): every location
 * shown with its address and directions, drawn locally with no tiles.
 */
export function LocationsMapFallback({
  locations,
  reason,
}: {
  locations: LocationView[];
  reason: "static" | "failed";
}) {
  return (
    <div
      data-slot="locations-map"
      data-state={reason}
      className="rounded-lg border border-border bg-muted p-4"
    >
      {reason === "failed" ? (
        <p role="status" className="mb-3 text-sm">
          The map could not be loaded. Here is where to find us.
        </p>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {locations.map((location) => (
          <li key={location.id} className="rounded-md bg-background p-3">
            <p className="font-semibold">{location.name}</p>
            <p className="text-sm">{location.address}</p>
            <a
              href={location.directions}
              target="_blank"
              rel="noopener noreferrer"
              className={cn("rounded-sm text-sm underline underline-offset-4", focusRing)}
            >
              Get Directions
              <span className="sr-only"> to {location.name} (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
