/** objectID of a record: its own, or its numeric id as text. */
function objectIdOf(record: Record<string, unknown>): string {
  const own = record.objectID;
  return typeof own === "string" && own.length > 0 ? own : String(record.id);
}

/**
 * A function that copies the retrievable attributes of a record into a hit. `attributesToRetrieve`
 * follows Algolia: absent or "*" means everything, "*" with "-attr" entries leaves those out,
 * otherwise only the listed top-level attributes. objectID is always there.
 */
export function hitProjection(
  attributesToRetrieve: readonly string[] | undefined,
): (record: Record<string, unknown>) => Record<string, unknown> {
  if (!attributesToRetrieve || attributesToRetrieve.includes("*")) {
    const excluded = (attributesToRetrieve ?? [])
      .filter((name) => name.startsWith("-"))
      .map((name) => name.slice(1));
    if (excluded.length === 0) {
      // Records that carry their objectID are returned as they are (never modify a hit).
      return (record) =>
        typeof record.objectID === "string" && record.objectID.length > 0
          ? record
          : { ...record, objectID: objectIdOf(record) };
    }
    return (record) => {
      const hit: Record<string, unknown> = { ...record };
      for (const name of excluded) delete hit[name];
      hit.objectID = objectIdOf(record);
      return hit;
    };
  }
  const key = attributesToRetrieve.join(",");
  return (record) => {
    // The same record asked for with the same attributes gives the same hit object, so the
    // server's cache of hit JSON (keyed by hit) serves the records searches return again and again.
    let byAttributes = projections.get(record);
    if (!byAttributes) {
      byAttributes = new Map();
      projections.set(record, byAttributes);
    }
    let hit = byAttributes.get(key);
    if (!hit) {
      hit = {};
      for (const name of attributesToRetrieve) {
        if (name in record) hit[name] = record[name];
      }
      hit.objectID = objectIdOf(record);
      byAttributes.set(key, hit);
    }
    return hit;
  };
}

/** Hits projected from each record, by attribute list; dropped with the record. */
const projections = new WeakMap<object, Map<string, Record<string, unknown>>>();

/** A list parameter given as an array or as a comma-separated string. */
export function listParameter(value: string | readonly string[] | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string") return [...value];
  return value
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
