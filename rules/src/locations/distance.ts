import { formatNumber } from "../formatting/format.ts";

/** The earth's radius the spec measures distances with. */
const earthRadiusKm = 6371;

export type Coordinates = { lat: number; long: number };

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle (haversine) distance between two points, in kilometres. */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.lat - from.lat);
  const dLong = radians(to.long - from.long);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** `12.3 km` under 100 km, `1,234 km` beyond. */
export function formatDistance(km: number): string {
  return km < 100 ? `${Math.round(km * 10) / 10} km` : `${formatNumber(km)} km`;
}

/** The locations nearest first, each with its distance from the point. */
export function byDistance<T extends { address: Coordinates }>(
  locations: readonly T[],
  from: Coordinates,
): { location: T; km: number }[] {
  return locations
    .map((location) => ({ location, km: distanceKm(from, location.address) }))
    .toSorted((a, b) => a.km - b.km);
}
