import type { MapOptions } from "mapbox-gl";
import { describe, expect, it } from "vitest";
import { createLocationMap, type MapboxParts, mapboxStreetsStyle } from "./create-location-map.ts";

/** A style drawn from nothing remote: a plain background layer. */
const localStyle = {
  version: 8 as const,
  sources: {},
  layers: [{ id: "land", type: "background" as const, paint: { "background-color": "#eee" } }],
};

/** Records what the map and its marker are made with, in place of mapbox-gl (no WebGL here). */
function recordingMapbox() {
  const made: { map?: MapOptions; pin?: [number, number]; pinnedTo?: unknown } = {};
  class RecordedMap {
    constructor(options: MapOptions) {
      made.map = options;
    }
  }
  class RecordedMarker {
    setLngLat(lngLat: [number, number]) {
      made.pin = lngLat;
      return this;
    }
    addTo(map: unknown) {
      made.pinnedTo = map;
      return this;
    }
  }
  return {
    mapbox: { Map: RecordedMap, Marker: RecordedMarker } as unknown as MapboxParts,
    made,
  };
}

describe("the location banner's map", () => {
  const container = {} as HTMLElement;
  const centre = { lat: -33.8151, long: 151.0034 };

  it("is centred on the location with a pin there, with the site's token and the given style", () => {
    const { mapbox, made } = recordingMapbox();
    const map = createLocationMap(mapbox, container, {
      token: "pk.test",
      centre,
      style: localStyle,
    });
    expect(made.map).toMatchObject({
      container,
      accessToken: "pk.test",
      style: localStyle,
      center: [151.0034, -33.8151],
      interactive: false,
      performanceMetricsCollection: false,
    });
    expect(made.pin).toEqual([151.0034, -33.8151]);
    expect(made.pinnedTo).toBe(map);
  });

  it("uses Mapbox's streets when no style is given", () => {
    const { mapbox, made } = recordingMapbox();
    createLocationMap(mapbox, container, { token: "pk.test", centre });
    expect(made.map?.style).toBe(mapboxStreetsStyle);
  });
});
