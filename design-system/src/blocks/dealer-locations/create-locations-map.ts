import type { Coordinates } from "@storefront/rules/locations/distance";
import type { Map as MapboxMap, MapOptions, Marker } from "mapbox-gl";

/** The parts of mapbox-gl the locations map uses (passed in, so tests need no WebGL). */
export type MapboxParts = {
  Map: new (options: MapOptions) => MapboxMap;
  Marker: new () => Marker;
};

/** Mapbox's own street style; tests and stories pass a local style with no remote sources. */
const mapboxStreetsStyle = "mapbox://styles/mapbox/streets-v12";

type MapPoint = Coordinates & { name: string };

export type LocationsMapOptions = {
  token: string;
  points: readonly MapPoint[];
  /** Where the map starts: the primary location, alone or among the others. */
  focus: Coordinates;
  style?: MapOptions["style"] | undefined;
  /** The map could not load (no WebGL, the style or token refused): show the fallback. */
  onFail: () => void;
};

/** The bounds around every point, south-west then north-east, as Mapbox reads them. */
function boundsOf(points: readonly MapPoint[]): [[number, number], [number, number]] {
  const longs = points.map((point) => point.long);
  const lats = points.map((point) => point.lat);
  return [
    [Math.min(...longs), Math.min(...lats)],
    [Math.max(...longs), Math.max(...lats)],
  ];
}

/**
 * A map with a marker, named for assistive technology, at each location; framed on them all
 * when there are several, on the focus otherwise. Two fingers or Ctrl pan and zoom it, so it
 * never captures the page's scrolling.
 */
export function createLocationsMap(
  mapbox: MapboxParts,
  container: HTMLElement,
  { token, points, focus, style = mapboxStreetsStyle, onFail }: LocationsMapOptions,
): MapboxMap {
  const several = points.length > 1;
  const map = new mapbox.Map({
    container,
    accessToken: token,
    style,
    center: [focus.long, focus.lat],
    zoom: 13,
    ...(several ? { bounds: boundsOf(points), fitBoundsOptions: { padding: 48 } } : {}),
    cooperativeGestures: true,
    attributionControl: true,
    performanceMetricsCollection: false,
  });
  let loaded = false;
  map.on("load", () => {
    loaded = true;
  });
  map.on("error", () => {
    if (!loaded) onFail();
  });
  for (const point of points) {
    const marker = new mapbox.Marker().setLngLat([point.long, point.lat]).addTo(map);
    marker.getElement().setAttribute("aria-label", point.name);
  }
  return map;
}
