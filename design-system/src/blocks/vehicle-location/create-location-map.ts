import type { Map as MapboxMap, MapOptions, Marker } from "mapbox-gl";

/** The parts of mapbox-gl the banner's map uses (passed in, so tests need no WebGL). */
export type MapboxParts = {
  Map: new (options: MapOptions) => MapboxMap;
  Marker: new () => Marker;
};

/** Mapbox's own street style; tests and stories pass a local style with no remote sources. */
export const mapboxStreetsStyle = "mapbox://styles/mapbox/streets-v12";

export type LocationMapOptions = {
  token: string;
  centre: { lat: number; long: number };
  style?: MapOptions["style"] | undefined;
};

/**
 * A still map centred on the location, with a pin. It takes no input (the banner's links give
 * directions), so it never traps the keyboard or scrolls the page.
 */
export function createLocationMap(
  mapbox: MapboxParts,
  container: HTMLElement,
  { token, centre, style = mapboxStreetsStyle }: LocationMapOptions,
): MapboxMap {
  const lngLat: [number, number] = [centre.long, centre.lat];
  const map = new mapbox.Map({
    container,
    accessToken: token,
    style,
    center: lngLat,
    zoom: 14,
    interactive: false,
    attributionControl: true,
    performanceMetricsCollection: false,
  });
  new mapbox.Marker().setLngLat(lngLat).addTo(map);
  return map;
}
