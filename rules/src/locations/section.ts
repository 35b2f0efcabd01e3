/** The parts of a location the section rule reads. */
export type SectionLocation = {
  id: string;
  location_type: "sales" | "service" | "parts" | null;
  dealership_id: string;
  primary: boolean;
  visible: boolean;
};

/**
 * What a locations section shows, by the spec's rule: nothing without locations; a hero map
 * for one; a dealership list when they belong to several dealerships (one entry each, its
 * primary location, while the map shows every location); otherwise a map of them all, focused
 * on the primary location (the first when none is marked primary).
 */
export type LocationSection<T> =
  | { kind: "none" }
  | { kind: "hero-map"; location: T }
  | { kind: "dealership-list"; locations: T[]; mapped: T[]; focus: T }
  | { kind: "locations-map"; locations: T[]; focus: T };

/** `/service` and the paths under it, where only service locations are shown. */
const isServicePath = (path: string): boolean => /^\/service(\/|$)/.test(path);

export function locationSection<T extends SectionLocation>(
  all: readonly T[],
  path: string,
): LocationSection<T> {
  const shown = all.filter(
    (location) =>
      location.visible && (!isServicePath(path) || location.location_type === "service"),
  );
  const [first] = shown;
  if (!first) return { kind: "none" };
  if (shown.length === 1) return { kind: "hero-map", location: first };
  const focus = shown.find((location) => location.primary) ?? first;
  const dealerships = new Map<string, T>();
  for (const location of shown) {
    const listed = dealerships.get(location.dealership_id);
    if (!listed || (location.primary && !listed.primary))
      dealerships.set(location.dealership_id, location);
  }
  return dealerships.size > 1
    ? { kind: "dealership-list", locations: [...dealerships.values()], mapped: shown, focus }
    : { kind: "locations-map", locations: shown, focus };
}

/** How many city and dealership filters the map offers at most. */
export const mapFacetLimits = { city: 20, dealership: 40 } as const;

/**
 * Names in alphabetical order, capitals or not. Compared as strings: localeCompare would build a
 * collator, which loads locale data, a long task as the locator's page hydrates.
 */
function byName(a: string, b: string): number {
  const [lowerA, lowerB] = [a.toLowerCase(), b.toLowerCase()];
  if (lowerA !== lowerB) return lowerA < lowerB ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The most common values first (ties by name), at most `limit`, with their counts. */
export function facetCounts(values: readonly string[], limit: number) {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .toSorted((a, b) => b.count - a.count || byName(a.value, b.value))
    .slice(0, limit);
}
