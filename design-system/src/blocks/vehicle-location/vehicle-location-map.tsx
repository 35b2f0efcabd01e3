// This module and mapbox-gl (about 500 KB) load only where a map is shown, with its stylesheet.
import "mapbox-gl/dist/mapbox-gl.css";
import mapboxgl from "mapbox-gl";
import { useEffect, useRef } from "react";
import { createLocationMap, type LocationMapOptions } from "./create-location-map.ts";

/** The location's Mapbox map, named for assistive technology as a picture of where it is. */
export default function VehicleLocationMap({
  token,
  centre,
  style,
  label,
}: LocationMapOptions & { label: string }) {
  const container = useRef<HTMLDivElement>(null);
  const { lat, long } = centre;
  useEffect(() => {
    if (!container.current) return;
    const map = createLocationMap(mapboxgl, container.current, {
      token,
      centre: { lat, long },
      style,
    });
    return () => map.remove();
  }, [token, lat, long, style]);
  return (
    <div
      ref={container}
      role="img"
      aria-label={label}
      data-slot="vehicle-location-map"
      data-state="map"
      className="min-h-56 overflow-hidden rounded-md border border-border"
    />
  );
}
