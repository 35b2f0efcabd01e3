import { attributeValues, splitPath } from "./attribute-values.ts";

/** Each attribute's raw value for every record, in record order (undefined when absent). */
export type AttributeTable = ReadonlyMap<string, readonly unknown[]>;

/**
 * Reads the attributes of every record in one pass, record by record: large records scattered in
 * memory are then fetched once, instead of once per attribute. Nested paths ("location.name")
 * give the list of values found along the path. Yields between slices of records.
 */
export function* readAttributeTable(
  records: readonly unknown[],
  attributes: readonly string[],
  recordsPerStep = 20_000,
): Generator<void, AttributeTable> {
  const names = [...new Set(attributes)];
  const paths = names.map(splitPath);
  const columns = names.map(() => new Array<unknown>(records.length));
  for (let doc = 0; doc < records.length; doc++) {
    if (doc > 0 && doc % recordsPerStep === 0) yield;
    const record = records[doc] as Record<string, unknown> | null | undefined;
    for (let a = 0; a < paths.length; a++) {
      const path = paths[a]!;
      columns[a]![doc] = path.length === 1 ? record?.[path[0]!] : attributeValues(record, path);
    }
  }
  return new Map(names.map((name, a) => [name, columns[a]!]));
}
