import { MapPinIcon } from "lucide-react";

/**
 * The map's place without a map service: a plain panel with a pin and the address, drawn
 * locally (no tiles), named for assistive technology like the map it stands in for.
 */
export function LocationMapFallback({ name, address }: { name: string; address: string }) {
  return (
    <div
      role="img"
      aria-label={`Map pin: ${name}${address ? `, ${address}` : ""}`}
      data-slot="vehicle-location-map"
      data-state="static"
      className="relative flex min-h-56 flex-col items-center justify-center gap-2 overflow-hidden rounded-md border border-border bg-muted p-6 text-center"
    >
      <svg
        aria-hidden
        className="absolute inset-0 size-full text-border"
        preserveAspectRatio="none"
        viewBox="0 0 200 120"
      >
        <path
          d="M0 30h200M0 78h200M46 0v120M128 0v120M0 112 200 4"
          fill="none"
          stroke="currentColor"
          strokeWidth="5"
        />
      </svg>
      <MapPinIcon aria-hidden className="relative size-10 fill-background text-primary" />
      <p aria-hidden className="relative rounded-sm bg-background/90 px-2 py-1 font-medium text-sm">
        {name}
      </p>
    </div>
  );
}
