import { type AttributeTable, readAttributeTable } from "./attribute-table.ts";

/**
 * The records an engine is built over, when they are not a plain list: a store that keeps them
 * compactly (see VehicleList) hands the engine each attribute's values for every record without
 * materialising the records, and one record when a hit shows it.
 */
export interface RecordSource {
  readonly length: number;
  /** The record at input position `index`. */
  at(index: number): object;
  /**
   * Each attribute's raw value for every record, as readAttributeTable reads it from the records
   * (in `order` of input positions when given); yields between slices.
   */
  readAttributes(
    attributes: readonly string[],
    order?: Int32Array,
  ): Generator<void, AttributeTable>;
}

export type Records = readonly object[] | RecordSource;

const isSource = (records: Records): records is RecordSource => !Array.isArray(records);

/** The raw values of `attributes` for every record (in `order` when given). */
export function* attributesOf(
  records: Records,
  attributes: readonly string[],
  order?: Int32Array,
): Generator<void, AttributeTable> {
  if (isSource(records)) return yield* records.readAttributes(attributes, order);
  const list = records as readonly object[];
  return yield* readAttributeTable(order ? Array.from(order, (i) => list[i]!) : list, attributes);
}

/**
 * The records in document `order` (input positions): a plain list is reordered once; a source
 * keeps its order and is read through it.
 */
export function inDocumentOrder(
  records: Records,
  order: Int32Array | undefined,
): { records: Records; order: Int32Array | undefined } {
  if (!order || isSource(records)) return { records, order };
  const list = records as readonly object[];
  return { records: Array.from(order, (i) => list[i]!), order: undefined };
}

/** The record of each document, in `order` of input positions when given. */
export function recordReader(
  records: Records,
  order?: Int32Array,
): (doc: number) => Record<string, unknown> {
  if (isSource(records)) {
    return order
      ? (doc) => records.at(order[doc]!) as Record<string, unknown>
      : (doc) => records.at(doc) as Record<string, unknown>;
  }
  const list = records as readonly Record<string, unknown>[];
  if (!order) return (doc) => list[doc]!;
  const stored = Array.from(order, (i) => list[i]!);
  return (doc) => stored[doc]!;
}
