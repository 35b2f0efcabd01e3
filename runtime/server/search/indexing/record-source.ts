import { type AttributeTable, readAttributeTable } from "./attribute-table.ts";

/**
 * The document number of each record and back: `order[doc]` is the input position of document
 * `doc`, `rank[position]` the document of the record at input `position`.
 */
export interface DocumentOrder {
  readonly order: Int32Array;
  readonly rank: Int32Array;
}

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
   * (by document when `documents` is given, else in input order); yields between slices.
   */
  readAttributes(
    attributes: readonly string[],
    documents?: DocumentOrder,
  ): Generator<void, AttributeTable>;
}

export type Records = readonly object[] | RecordSource;

const isSource = (records: Records): records is RecordSource => !Array.isArray(records);

/** The raw values of `attributes` for every record (by document when `documents` is given). */
export function* attributesOf(
  records: Records,
  attributes: readonly string[],
  documents?: DocumentOrder,
): Generator<void, AttributeTable> {
  if (isSource(records)) return yield* records.readAttributes(attributes, documents);
  return yield* readAttributeTable(records as readonly object[], attributes, documents?.rank);
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
