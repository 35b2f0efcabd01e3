import type { PlacedHotspot } from "@storefront/rules/vehicle/media/gallery";
import { PlusIcon } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";

type HotspotLayerProps = { hotspots: readonly PlacedHotspot[] };

/**
 * Hotspots as round buttons at their positions (percentages of the picture); each opens and
 * closes its title and description beside it. Escape closes it and keeps focus on the button.
 */
export function HotspotLayer({ hotspots }: HotspotLayerProps) {
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(null);
  return hotspots.map((hotspot) => {
    const expanded = open === hotspot.id;
    const panelId = `${baseId}-${hotspot.id}`;
    return (
      <div
        key={hotspot.id}
        data-slot="hotspot"
        data-state={expanded ? "open" : "closed"}
        className="absolute z-10"
        style={{ left: `${hotspot.x}%`, top: `${hotspot.y}%` }}
      >
        <button
          type="button"
          aria-label={hotspot.title}
          aria-expanded={expanded}
          aria-controls={expanded ? panelId : undefined}
          onClick={() => setOpen(expanded ? null : hotspot.id)}
          onKeyDown={(event) => {
            if (event.key === "Escape" && expanded) {
              event.stopPropagation();
              setOpen(null);
            }
          }}
          className={cn(
            "flex size-8 -translate-x-1/2 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full border-2 border-primary-foreground bg-primary text-primary-foreground shadow-md",
            focusRing,
          )}
        >
          <PlusIcon aria-hidden="true" className="size-4" />
        </button>
        {expanded ? (
          <div
            id={panelId}
            data-slot="hotspot-panel"
            className="absolute top-5 left-0 w-56 -translate-x-1/2 rounded-md border bg-card p-3 text-card-foreground text-sm shadow-lg"
          >
            <p className="font-semibold">{hotspot.title}</p>
            {hotspot.description ? (
              <p className="mt-1 text-muted-foreground">{hotspot.description}</p>
            ) : null}
          </div>
        ) : null}
      </div>
    );
  });
}
