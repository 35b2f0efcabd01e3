import { type ColumnValues, readColumnValues } from "../facets/columns/column-values.ts";
import { type AttributeTable, readAttributeTable, valueReader } from "./attribute-table.ts";

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
  /**
   * An attribute's values as readColumnValues reads them from readAttributes' values, read from
   * a dictionary the source keeps of them instead (no value per record is materialised);
   * undefined when it keeps none for this attribute.
   */
  columnValues?(attribute: string, documents?: DocumentOrder): ColumnValues | undefined;
  /**
   * A reader of an attribute's raw value by document (as readAttributes reads it), from what
   * the source keeps of it, without an array of every record's value; undefined when it keeps
   * none for this attribute.
   */
  attributeReader?(attribute: string, documents?: DocumentOrder): AttributeReader | undefined;
}

/** An attribute's raw value of document (or record) `doc`. */
export type AttributeReader = (doc: number) => unknown;

export type Records = readonly object[] | RecordSource;

const isSource = (records: Records): records is RecordSource => !Array.isArray(records);

/**
 * A reader of each attribute's raw value by record, and the record of each document they read
 * (`order[doc]`; undefined: the document itself): the source's own readers, by document, where
 * it has them, else from the values read; plain records are read at their input position.
 */
export function* attributeReadersOf(
  records: Records,
  attributes: readonly string[],
  documents?: DocumentOrder,
): Generator<void, { readers: Map<string, AttributeReader>; order: Int32Array | undefined }> {
  const found = new Map<string, AttributeReader>();
  if (!isSource(records)) {
    // Plain records are read where they are: an array of every record's value per attribute
    // would be garbage of a million entries each.
    const list = records as readonly object[];
    for (const attribute of attributes) {
      const read = valueReader(attribute);
      found.set(attribute, (at) => read(list[at]));
    }
    return { readers: found, order: documents?.order };
  }
  for (const attribute of attributes) {
    const reader = records.attributeReader?.(attribute, documents);
    if (reader) found.set(attribute, reader);
  }
  const rest = attributes.filter((attribute) => !found.has(attribute));
  if (rest.length) {
    const table = yield* records.readAttributes(rest, documents);
    for (const attribute of rest) {
      const values = table.get(attribute)!;
      found.set(attribute, (doc) => values[doc]);
    }
  }
  return { readers: found, order: undefined };
}

/**
 * Each attribute's values by document (see readColumnValues), from the source's own dictionaries
 * where it keeps them, else read from the records; yields between attributes. `reused`: arrays
 * of raw values to fill again (see readAttributeTable), a million entries each at that stock:
 * allocating them for every few attributes sets off collections over the whole heap.
 */
export function* columnValuesOf(
  records: Records,
  attributes: readonly string[],
  documents?: DocumentOrder,
  reused?: unknown[][],
): Generator<void, Map<string, ColumnValues>> {
  const found = new Map<string, ColumnValues>();
  const source = isSource(records) ? records : undefined;
  for (const attribute of attributes) {
    const read = source?.columnValues?.(attribute, documents);
    if (!read) continue;
    found.set(attribute, read);
    yield;
  }
  const rest = attributes.filter((attribute) => !found.has(attribute));
  if (rest.length && !source) {
    // Plain records in input order, put in document order as their values are read.
    const list = records as readonly object[];
    const table = yield* readAttributeTable(list, rest, reused);
    for (const attribute of rest) {
      found.set(attribute, readColumnValues(table.get(attribute)!, documents));
      yield;
    }
  } else if (rest.length) {
    const table = yield* source!.readAttributes(rest, documents);
    for (const attribute of rest) {
      found.set(attribute, readColumnValues(table.get(attribute)!));
      yield;
    }
  }
  return found;
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
