import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { LocationsMapOptions, MapboxParts } from "./create-locations-map.ts";
import type { LocationView } from "./location-view.ts";
import { LocationsMapFallback } from "./locations-map-fallback.tsx";

const LocationsMap = lazy(() => import("./locations-map.tsx"));

export type MapSettings = {
  /** The site's public Mapbox token; without one the map is the static list. */
  mapToken?: string | undefined;
  /** The map's style; Mapbox's streets unless given (stories give a local one). */
  mapStyle?: LocationsMapOptions["style"];
  /** How mapbox-gl is loaded (stories give one that fails). */
  loadMapbox?: (() => Promise<MapboxParts>) | undefined;
};

/**
 * The map of the locations, its code fetched only when its place scrolls into view; until then,
 * without a token, or if it fails, the static list of every location with its directions.
 */
export function LocationsMapSection({
  locations,
  focus,
  mapToken,
  mapStyle,
  loadMapbox,
}: MapSettings & { locations: LocationView[]; focus: LocationView }) {
  const [state, setState] = useState<"waiting" | "near" | "failed">("waiting");
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (!mapToken || state !== "waiting" || !element) return;
    if (typeof IntersectionObserver === "undefined") return setState("near");
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setState("near");
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [mapToken, state]);
  const fallback = (reason: "static" | "failed") => (
    <LocationsMapFallback locations={locations} reason={reason} />
  );
  if (!mapToken) return fallback("static");
  if (state === "failed") return fallback("failed");
  return (
    <div ref={place}>
      {state === "near" ? (
        <Suspense fallback={fallback("static")}>
          <LocationsMap
            token={mapToken}
            style={mapStyle}
            points={locations.map((location) => ({ name: location.name, ...location.coordinates }))}
            focus={focus.coordinates}
            label={`Map of ${locations.length === 1 ? focus.name : "our locations"}`}
            onFail={() => setState("failed")}
            {...(loadMapbox ? { loadMapbox } : {})}
          />
        </Suspense>
      ) : (
        fallback("static")
      )}
    </div>
  );
}
