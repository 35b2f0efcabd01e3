import { attributeValues, splitPath } from "./attribute-values.ts";

/** Each attribute's raw value for every record, in record order (undefined when absent). */
export type AttributeTable = ReadonlyMap<string, readonly unknown[]>;

/**
 * Reads the attributes of every record in one pass, record by record: large records scattered in
 * memory are then fetched once, instead of once per attribute. Nested paths ("location.name")
 * give the list of values found along the path. Yields between slices of records.
 * `reused` arrays (of the records' length, a table read before and no longer needed) are filled
 * again rather than allocated afresh, and the table's arrays are left in it for the next read.
 */
export function* readAttributeTable(
  records: readonly unknown[],
  attributes: readonly string[],
  reused?: unknown[][],
  recordsPerStep = 20_000,
): Generator<void, AttributeTable> {
  const names = [...new Set(attributes)];
  const columns = names.map((_, a) => {
    const old = reused?.[a];
    const column = old?.length === records.length ? old : new Array<unknown>(records.length);
    if (reused) reused[a] = column;
    return column;
  });
  const reader = attributeReader(names);
  for (let from = 0; from < records.length; from += recordsPerStep) {
    if (from > 0) yield;
    const to = Math.min(records.length, from + recordsPerStep);
    for (let i = from; i < to; i++) reader(records[i], columns, i);
  }
  return new Map(names.map((name, a) => [name, columns[a]!]));
}

/** Reads the value of `attribute` a record holds, as readAttributeTable does. */
export function valueReader(attribute: string): (record: unknown) => unknown {
  const path = splitPath(attribute);
  if (path.length > 1) return (record) => attributeValues(record, path);
  const key = path[0]!;
  return (record) => (record as Record<string, unknown> | null | undefined)?.[key];
}

/** Writes the values of `attributes` a record holds into `columns` (one per attribute) at `at`. */
export function attributeReader(
  attributes: readonly string[],
): (record: unknown, columns: unknown[][], at: number) => void {
  const paths = attributes.map(splitPath);
  return (record, columns, at) => {
    const fields = record as Record<string, unknown> | null | undefined;
    for (let a = 0; a < paths.length; a++) {
      const path = paths[a]!;
      columns[a]![at] = path.length === 1 ? fields?.[path[0]!] : attributeValues(fields, path);
    }
  };
}
