import type { Primitive } from "../../indexing/attribute-values.ts";
import { listsByDocument } from "../../indexing/lists-by-document.ts";
import { float64sOutsideHeap, int32sOutsideHeap } from "../../indexing/outside-heap.ts";
import type { DocumentOrder } from "../../indexing/record-source.ts";
import { finished, IdList, isUsable, numberColumn, ValueKeys } from "./value-dictionary.ts";
export type ColumnKind = "string" | "number" | "boolean";

/** The distinct values of one attribute and, per document, which of them it holds. */
export interface ColumnValues {
  readonly kind: ColumnKind;
  /** Facet value of each value id as Algolia prints it ("2021", "true"). */
  readonly values: string[];
  /** Number and boolean columns: the number of each value id, ascending (ids in numeric order). */
  readonly numbers: Float64Array | undefined;
  /** Value ids of document d: ids[offsets[d] .. offsets[d + 1]), without repeats. */
  readonly offsets: Int32Array;
  readonly ids: Int32Array;
}

/**
 * Reads one attribute's raw values (one per record; arrays hold several) into flat typed arrays. A column is a
 * number (or boolean) column when every value is a number (or every value a boolean); otherwise
 * its values are compared as text. With `documents`, `raw` is in input order and the values come
 * out by document, as if `raw` had been in document order: the records' values are then read in
 * the order they were made, mostly their order in memory, instead of jumping across the heap
 * (at a million vehicles, a wait on memory for most of the values).
 */
export function readColumnValues(raw: readonly unknown[], documents?: DocumentOrder): ColumnValues {
  return (
    singleNumbers(raw, documents?.rank) ??
    (documents && singleValuesByDocument(raw, documents.rank)) ??
    anyValues(raw, documents?.rank)
  );
}

/**
 * A column where each record holds one number or none (prices, kilometres, timestamps), read
 * with a number dictionary; undefined when a record holds anything else (text, a list).
 */
function singleNumbers(raw: readonly unknown[], rank?: Int32Array): ColumnValues | undefined {
  const size = raw.length;
  const docNumbers = float64sOutsideHeap(size);
  let present = 0;
  for (let at = 0; at < size; at++) {
    const value = raw[at];
    const doc = rank ? rank[at]! : at;
    if (typeof value === "number" && Number.isFinite(value)) {
      docNumbers[doc] = value;
      present++;
    } else if (value === undefined || value === null || typeof value === "number") {
      docNumbers[doc] = Number.NaN;
    } else {
      return undefined;
    }
  }
  return present === 0 ? undefined : numberColumn(docNumbers, present);
}

/**
 * A column where each record holds one value or none (a list of at most one counts as its item),
 * read by document: each record's value id goes straight to its document's place, read in input
 * order and written through `rank`, so no value is fetched from a random place; undefined when a
 * record holds several.
 */
function singleValuesByDocument(
  raw: readonly unknown[],
  rank: Int32Array,
): ColumnValues | undefined {
  const size = raw.length;
  const keys = new ValueKeys();
  /** The id (as first met in input order) of each document's value, -1 for none. */
  const docIds = int32sOutsideHeap(size);
  let lastValue: unknown;
  let lastId = -1;
  for (let at = 0; at < size; at++) {
    let value = raw[at];
    if (Array.isArray(value)) {
      if (value.length > 1) return undefined;
      value = value[0];
    }
    let id = -1;
    if (isUsable(value)) {
      // Neighbouring records often share a value: skip the lookup.
      id = value === lastValue ? lastId : keys.idOf(value);
      lastValue = value;
      lastId = id;
    }
    docIds[rank[at]!] = id;
  }
  // Renumbered in the order documents first hold them, compacted in place (n <= doc).
  const idOf = int32sOutsideHeap(keys.keys.length).fill(-1);
  const docKeys: Primitive[] = [];
  const docOffsets = int32sOutsideHeap(size + 1);
  let n = 0;
  for (let doc = 0; doc < size; doc++) {
    const first = docIds[doc]!;
    if (first >= 0) {
      let id = idOf[first]!;
      if (id < 0) {
        id = docKeys.length;
        idOf[first] = id;
        docKeys.push(keys.keys[first]!);
      }
      docIds[n++] = id;
    }
    docOffsets[doc + 1] = n;
  }
  return finished({ keys: docKeys, seen: keys.seen }, docOffsets, docIds.subarray(0, n));
}

function anyValues(raw: readonly unknown[], rank?: Int32Array): ColumnValues {
  const size = raw.length;
  const keys = new ValueKeys();
  const offsets = int32sOutsideHeap(size + 1);
  const ids = new IdList(size);
  let lastValue: unknown;
  let lastId = -1;

  const add = (value: unknown) => {
    if (!isUsable(value)) return;
    // Neighbouring records often share a value: skip the lookup.
    const id = value === lastValue ? lastId : keys.idOf(value);
    lastValue = value;
    lastId = id;
    ids.addToDocument(id);
  };

  for (let at = 0; at < size; at++) {
    ids.startDocument();
    const value = raw[at];
    if (Array.isArray(value)) for (const item of value) add(item);
    else add(value);
    offsets[at + 1] = ids.length;
  }
  if (!rank) return finished(keys, offsets, ids.done());
  return inDocumentOrder(keys, offsets, ids.done(), rank);
}

/**
 * The values read in input order (`offsets`, `ids` by input position) by document instead, value
 * ids renumbered in the order documents first hold them: exactly what reading the values in
 * document order gives. Each record's ids are read in input order and written to its document's
 * place through `rank`: reading them by document would fetch each from a random place.
 */
function inDocumentOrder(
  read: ValueKeys,
  offsets: Int32Array,
  ids: Int32Array,
  rank: Int32Array,
): ColumnValues {
  const { values: docIds, ends: docOffsets } = listsByDocument(ids, offsets, rank);
  const idOf = int32sOutsideHeap(read.keys.length).fill(-1);
  const keys: Primitive[] = [];
  for (let i = 0; i < docIds.length; i++) {
    const first = docIds[i]!;
    let id = idOf[first]!;
    if (id < 0) {
      id = keys.length;
      idOf[first] = id;
      keys.push(read.keys[first]!);
    }
    docIds[i] = id;
  }
  return finished({ keys, seen: read.seen }, docOffsets, docIds);
}

/**
 * A column kept as codes (see the stock's AttributeColumns): record i holds `values[codes[i]]`,
 * or the number `numbers[i]` where its code is `numberCode`.
 */
export type CodedColumn = {
  readonly codes: Int32Array;
  readonly numbers: Float64Array | undefined;
  readonly values: readonly unknown[];
};

/**
 * What readColumnValues reads from the records' raw values, in document order (`order[doc]` is
 * the record of document `doc`), read from a coded column instead: each code's value is looked
 * up once, when first met, so the ids and the dictionary come out exactly the same.
 */
export function codedColumnValues(
  column: CodedColumn,
  numberCode: number,
  size: number,
  order: Int32Array | undefined,
): ColumnValues {
  const { codes, numbers, values } = column;
  // Numbers or nothing: read as readColumnValues reads single numbers, straight from the codes.
  if (numbers && values.every((value) => value === undefined || value === null)) {
    const docNumbers = float64sOutsideHeap(size);
    let present = 0;
    for (let doc = 0; doc < size; doc++) {
      const index = order ? order[doc]! : doc;
      const value = codes[index] === numberCode ? numbers[index]! : Number.NaN;
      if (Number.isFinite(value)) {
        docNumbers[doc] = value;
        present++;
      } else docNumbers[doc] = Number.NaN;
    }
    if (present > 0) return numberColumn(docNumbers, present);
  }
  const keys = new ValueKeys();
  const offsets = int32sOutsideHeap(size + 1);
  const ids = new IdList(size);
  /** The ids of each code's value, once met: -1 none, an id, or -2 for several (in `lists`). */
  const single = new Int32Array(values.length).fill(-3);
  // Codes of text, flags or nothing (no lists) stand for distinct values: a code met first is a
  // value met first, with no need to look it up.
  const distinct = values.every((value) => typeof value !== "object" || value === null);
  const lists = new Map<number, number[]>();
  let lastNumber = Number.NaN;
  let lastNumberId = -1;
  for (let doc = 0; doc < size; doc++) {
    const index = order ? order[doc]! : doc;
    const code = codes[index]!;
    if (code === numberCode) {
      const value = numbers![index]!;
      if (Number.isFinite(value)) {
        if (value !== lastNumber) {
          lastNumber = value;
          lastNumberId = keys.idOf(value);
        }
        ids.add(lastNumberId);
      }
    } else {
      let id = single[code]!;
      if (id === -3 && distinct) {
        const value = values[code];
        id = isUsable(value) ? keys.newId(value) : -1;
        single[code] = id;
      } else if (id === -3) {
        const list = idsOfValue(keys, values[code]);
        id = list.length === 0 ? -1 : list.length === 1 ? list[0]! : -2;
        if (id === -2) lists.set(code, list);
        single[code] = id;
      }
      if (id >= 0) ids.add(id);
      else if (id === -2) for (const each of lists.get(code)!) ids.add(each);
    }
    offsets[doc + 1] = ids.length;
  }
  return finished(keys, offsets, ids.done());
}

/** The ids of a raw value's usable primitives (each item of a list), without repeats, in order. */
function idsOfValue(keys: ValueKeys, value: unknown): number[] {
  const found: number[] = [];
  for (const item of Array.isArray(value) ? value : [value]) {
    if (!isUsable(item)) continue;
    const id = keys.idOf(item);
    if (!found.includes(id)) found.push(id);
  }
  return found;
}
