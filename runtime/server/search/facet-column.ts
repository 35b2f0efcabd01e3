import { attributeValues, type Primitive, splitPath } from "./attribute-values.ts";
import { type Bitset, bitsetFromDocs, emptyBitset } from "./bitset.ts";

export type ColumnKind = "string" | "number" | "boolean";

/** Values with a precomputed bitset: enough for small facets, bounded memory for large ones. */
const maxValuesWithBitsets = 256;

/**
 * One attribute of every record, stored column-wise: a dictionary of its values, the value ids
 * of each document, and the documents of each value. Number and boolean columns keep their value
 * ids in ascending numeric order, so numeric ranges are contiguous runs of ids.
 */
export interface FacetColumn {
  readonly attribute: string;
  readonly kind: ColumnKind;
  readonly size: number;
  /** Facet value of each value id, as Algolia prints it ("2021", "true"). */
  readonly values: readonly string[];
  /** Numeric value of each id (number and boolean columns), ascending. */
  readonly numbers: Float64Array | undefined;
  /** Position of each value id in plain string order, to break count ties. */
  readonly stringRank: Int32Array;
  readonly totals: Int32Array;
  /** Value ids by total count (descending), then value: the facet list of the whole index. */
  readonly byTotal: Int32Array;
  /** Number columns: min, max, avg and sum over every document. */
  readonly totalStats: { min: number; max: number; avg: number; sum: number } | undefined;
  readonly multiValued: boolean;
  /** Single-valued columns: the value id of each document, -1 when absent. */
  readonly docValue: Int32Array;
  /** Multi-valued columns: value ids of document d are docValues[docOffsets[d] .. docOffsets[d+1]). */
  readonly docOffsets: Int32Array;
  readonly docValues: Int32Array;
  /** Documents of value v are postingDocs[postingOffsets[v] .. postingOffsets[v+1]), ascending. */
  readonly postingOffsets: Int32Array;
  readonly postingDocs: Int32Array;
  readonly withValue: Bitset;
  readonly hasBitsets: boolean;
  /** Value ids whose value equals `value` ignoring case (facet filters are case-insensitive). */
  lookup(value: string): readonly number[];
  /** The documents holding value id `valueId`; shared, never modify it. */
  docsOf(valueId: number): Bitset;
}

export function buildFacetColumn(records: readonly unknown[], attribute: string): FacetColumn {
  const size = records.length;
  const path = splitPath(attribute);
  const perDoc: Primitive[][] = new Array(size);
  let numbers = 0;
  let booleans = 0;
  let strings = 0;
  let maxPerDoc = 0;
  for (let doc = 0; doc < size; doc++) {
    const found = attributeValues(records[doc], path);
    perDoc[doc] = found;
    if (found.length > maxPerDoc) maxPerDoc = found.length;
    for (const value of found) {
      if (typeof value === "number") numbers++;
      else if (typeof value === "boolean") booleans++;
      else strings++;
    }
  }
  const kind: ColumnKind =
    strings === 0 && booleans === 0 && numbers > 0
      ? "number"
      : strings === 0 && numbers === 0 && booleans > 0
        ? "boolean"
        : "string";

  const dictionary = buildDictionary(perDoc, kind);
  const multiValued = maxPerDoc > 1;
  const valueCount = dictionary.values.length;
  const totals = new Int32Array(valueCount);
  const docValue = new Int32Array(multiValued ? 0 : size).fill(-1);
  const docOffsets = new Int32Array(multiValued ? size + 1 : 0);
  const ids: number[] = [];
  for (let doc = 0; doc < size; doc++) {
    const found = perDoc[doc]!;
    const unique =
      found.length === 1 ? [dictionary.idOf(found[0]!)] : new Set(found.map(dictionary.idOf));
    for (const id of unique) {
      totals[id]!++;
      if (multiValued) ids.push(id);
      else docValue[doc] = id;
    }
    if (multiValued) docOffsets[doc + 1] = ids.length;
  }
  const docValues = Int32Array.from(ids);

  const postingOffsets = new Int32Array(valueCount + 1);
  for (let v = 0; v < valueCount; v++) postingOffsets[v + 1] = postingOffsets[v]! + totals[v]!;
  const postingDocs = new Int32Array(postingOffsets[valueCount]!);
  const cursor = postingOffsets.slice(0, valueCount);
  const withValue = emptyBitset(size);
  for (let doc = 0; doc < size; doc++) {
    if (multiValued) {
      for (let i = docOffsets[doc]!; i < docOffsets[doc + 1]!; i++) {
        postingDocs[cursor[docValues[i]!]!++] = doc;
      }
      if (docOffsets[doc + 1]! > docOffsets[doc]!) withValue[doc >>> 5]! |= 1 << (doc & 31);
    } else if (docValue[doc]! >= 0) {
      postingDocs[cursor[docValue[doc]!]!++] = doc;
      withValue[doc >>> 5]! |= 1 << (doc & 31);
    }
  }

  const hasBitsets = valueCount <= maxValuesWithBitsets;
  const bitsets: Bitset[] = [];
  if (hasBitsets) {
    for (let v = 0; v < valueCount; v++) {
      bitsets.push(bitsetFromDocs(size, postingDocs, postingOffsets[v]!, postingOffsets[v + 1]!));
    }
  }

  const byLowerCase = new Map<string, number[]>();
  dictionary.values.forEach((value, id) => {
    const key = value.toLowerCase();
    const list = byLowerCase.get(key);
    if (list) list.push(id);
    else byLowerCase.set(key, [id]);
  });

  const stringRank = rankInStringOrder(dictionary.values);
  const byTotal = Int32Array.from(dictionary.values, (_, id) => id).sort(
    (a, b) => totals[b]! - totals[a]! || stringRank[a]! - stringRank[b]!,
  );

  return {
    attribute,
    kind,
    size,
    values: dictionary.values,
    numbers: dictionary.numbers,
    stringRank,
    totals,
    byTotal,
    totalStats: kind === "number" ? statsOf(dictionary.numbers!, totals) : undefined,
    multiValued,
    docValue,
    docOffsets,
    docValues,
    postingOffsets,
    postingDocs,
    withValue,
    hasBitsets,
    lookup: (value) => byLowerCase.get(value.toLowerCase()) ?? [],
    docsOf: (valueId) =>
      hasBitsets
        ? bitsets[valueId]!
        : bitsetFromDocs(size, postingDocs, postingOffsets[valueId]!, postingOffsets[valueId + 1]!),
  };
}

interface Dictionary {
  values: string[];
  numbers: Float64Array | undefined;
  idOf(value: Primitive): number;
}

function buildDictionary(perDoc: readonly Primitive[][], kind: ColumnKind): Dictionary {
  if (kind === "string") {
    const ids = new Map<string, number>();
    const values: string[] = [];
    for (const found of perDoc) {
      for (const value of found) {
        const text = String(value);
        if (!ids.has(text)) {
          ids.set(text, values.length);
          values.push(text);
        }
      }
    }
    return { values, numbers: undefined, idOf: (value) => ids.get(String(value))! };
  }
  const distinct = new Set<number>();
  for (const found of perDoc) for (const value of found) distinct.add(Number(value));
  const numbers = Float64Array.from(distinct).sort();
  const ids = new Map<number, number>();
  numbers.forEach((n, id) => {
    ids.set(n, id);
  });
  const values = Array.from(numbers, (n) => (kind === "boolean" ? String(n === 1) : String(n)));
  return { values, numbers, idOf: (value) => ids.get(Number(value))! };
}

function statsOf(numbers: Float64Array, totals: Int32Array) {
  let sum = 0;
  let count = 0;
  for (let id = 0; id < numbers.length; id++) {
    sum += numbers[id]! * totals[id]!;
    count += totals[id]!;
  }
  if (count === 0) return undefined;
  return { min: numbers[0]!, max: numbers[numbers.length - 1]!, avg: sum / count, sum };
}

function rankInStringOrder(values: readonly string[]): Int32Array {
  const order = values.map((_, id) => id);
  order.sort((a, b) => (values[a]! < values[b]! ? -1 : values[a]! > values[b]! ? 1 : 0));
  const rank = new Int32Array(values.length);
  order.forEach((id, position) => {
    rank[id] = position;
  });
  return rank;
}

/** First index whose number is >= target. */
export function lowerBound(sorted: Float64Array, target: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First index whose number is > target. */
export function upperBound(sorted: Float64Array, target: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! <= target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
