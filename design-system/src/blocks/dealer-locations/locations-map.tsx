// This module and mapbox-gl (about 500 KB) load only once the map comes into view.
import "mapbox-gl/dist/mapbox-gl.css";
import { useEffect, useRef } from "react";
import { useLatest } from "../../lib/use-latest.ts";
import {
  createLocationsMap,
  type LocationsMapOptions,
  type MapboxParts,
} from "./create-locations-map.ts";

const loadMapboxGl = (): Promise<MapboxParts> =>
  import("mapbox-gl").then((module) => module.default);

/** The locations' Mapbox map; any failure to load it calls `onFail`. */
export default function LocationsMap({
  token,
  points,
  focus,
  style,
  onFail,
  label,
  loadMapbox = loadMapboxGl,
}: LocationsMapOptions & { label: string; loadMapbox?: () => Promise<MapboxParts> }) {
  const container = useRef<HTMLElement>(null);
  const pointsKey = JSON.stringify(points);
  const failRef = useLatest(onFail);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the points are compared by value (pointsKey).
  useEffect(() => {
    let map: { remove: () => void } | undefined;
    let cancelled = false;
    loadMapbox()
      .then((mapbox) => {
        if (cancelled || !container.current) return;
        map = createLocationsMap(mapbox, container.current, {
          token,
          points,
          focus,
          style,
          onFail: () => failRef.current(),
        });
      })
      .catch(() => {
        if (!cancelled) failRef.current();
      });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [token, pointsKey, focus.lat, focus.long, style, loadMapbox]);
  return (
    <section
      ref={container}
      aria-label={label}
      data-slot="locations-map"
      data-state="map"
      className="h-80 overflow-hidden rounded-lg border border-border md:h-96"
    />
  );
}
