import { type Bitset, bitsetFromDocs, emptyBitset } from "../indexing/bitset.ts";
import {
  float64sOutsideHeap,
  int32sCopiedOutsideHeap,
  int32sOutsideHeap,
} from "../indexing/outside-heap.ts";
import { type ColumnKind, type ColumnValues, readColumnValues } from "./columns/column-values.ts";
import { buildPostingPrefixes, type PostingPrefixes } from "./posting-prefixes.ts";
import { valueKey } from "./top-values.ts";
import { identityRank, idsByTotal, lowerBound, rankInTextOrder } from "./value-order.ts";
import { compressedBitsets, missingAsValueWords, type ValueWords } from "./value-words.ts";

export { countWithin } from "./value-words.ts";

/**
 * Values held by this many documents or fewer are counted within a result by testing each of
 * their documents, cheaper than finding their stored words (timestamps, kilometres of used cars).
 */
export const fewDocuments = 4;

/** Values held by a few documents worth laying out for walks (see FewHeldValues). */
const minFewHeldLayout = 256;

/**
 * The values held by two to `fewDocuments` documents, a run of byTotal (positions from..to),
 * with their documents and facet-list keys in that order: a walk over tens of thousands of them
 * then reads memory in order instead of jumping to each value's postings and rank.
 */
export interface FewHeldValues {
  readonly from: number;
  readonly to: number;
  /** Documents of the k-th value: docs[ends[k - 1] .. ends[k]) (from 0 for the first). */
  readonly ends: Int32Array;
  readonly docs: Int32Array;
  /** The key (see valueKey) of each value at its total count: the most it can reach. */
  readonly bounds: Float64Array;
}

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
  /**
   * Position of each value id in value order (numeric for numbers, text order otherwise), to
   * break count ties and sort by the attribute.
   */
  readonly valueRank: Int32Array;
  readonly totals: Int32Array;
  /**
   * Value ids by total count (descending), then value: the facet list of the whole index.
   * Empty for columns that are never faceted (filter-only, ranking-only).
   */
  readonly byTotal: Int32Array;
  /** Number columns: min, max, avg and sum over every document. */
  readonly totalStats: { min: number; max: number; avg: number; sum: number } | undefined;
  readonly multiValued: boolean;
  /** Single-valued columns: the value id of each document, -1 when absent. */
  readonly docValue: Int32Array;
  /**
   * Single-valued number columns: the number of each document. As 32-bit integers when every
   * value is one (kilometres, prices, years, listing times: a pass over a result's numbers reads
   * half the memory), `noWholeNumber` when absent; otherwise as doubles, NaN when absent.
   */
  readonly docNumber: Int32Array | Float64Array | undefined;
  /** Multi-valued columns: value ids of document d are docValues[docOffsets[d] .. docOffsets[d+1]). */
  readonly docOffsets: Int32Array;
  readonly docValues: Int32Array;
  /** Documents of value v are postingDocs[postingOffsets[v] .. postingOffsets[v+1]), ascending. */
  readonly postingOffsets: Int32Array;
  readonly postingDocs: Int32Array;
  readonly withValue: Bitset;
  /** Single-valued number columns: sets to cut any run of postings from (value ranges). */
  readonly prefixes: PostingPrefixes | undefined;
  /**
   * The bitset of each value without its empty words: value v has the words
   * wordBits[wordOffsets[v] .. wordOffsets[v+1]) at positions wordIndex[...]. Counting a value
   * within a result costs one popcount per word it occupies.
   */
  readonly wordOffsets: Int32Array;
  readonly wordIndex: Int32Array;
  readonly wordBits: Int32Array;
  /**
   * Values held by more than `fewDocuments` documents, and their stored words; and those held by
   * two to `fewDocuments` (a walk tests their documents one by one), and their documents. What a
   * walk reaches first.
   */
  readonly repeatedValues: number;
  readonly repeatedWords: number;
  readonly fewHeldValues: number;
  readonly fewHeldPostings: number;
  /** Faceted columns with many values held by a few documents: those values, laid out to walk. */
  readonly fewHeld: FewHeldValues | undefined;
  /**
   * Single-valued columns whose most frequent value stores more words than the documents without
   * a value: those documents, as one value's words. That value's count within a result is then
   * the result's size less the other values' counts and these documents', so it is never counted
   * word by word (it is often most of the column's words: in_stock, automatic, used).
   */
  readonly missingWords: ValueWords | undefined;
  /** Columns with few values also keep full bitsets, to filter with. */
  readonly hasBitsets: boolean;
  /** Value ids whose value equals `value` ignoring case (facet filters are case-insensitive). */
  lookup(value: string): readonly number[];
  /** Columns with `hasBitsets`: the documents holding value id `valueId`; never modify it. */
  docsOf(valueId: number): Bitset;
}

/**
 * The column of `attribute` from its raw value in each record (see attribute-table.ts). Columns
 * only filtered or ranked on (`faceted: false`) skip what facet counting needs.
 */
export function buildFacetColumn(
  raw: readonly unknown[],
  attribute: string,
  options: { faceted?: boolean } = {},
): FacetColumn {
  return facetColumnOf(readColumnValues(raw), raw.length, attribute, options);
}

/** The column of `attribute` from its values already read (see readColumnValues), over `size` documents. */
export function facetColumnOf(
  read: ColumnValues,
  size: number,
  attribute: string,
  { faceted = true }: { faceted?: boolean } = {},
): FacetColumn {
  const { kind, values, numbers, offsets, ids } = read;
  const valueCount = values.length;
  let multiValued = false;
  for (let doc = 0; doc < size && !multiValued; doc++) {
    multiValued = offsets[doc + 1]! - offsets[doc]! > 1;
  }
  const totals = int32sOutsideHeap(valueCount);
  for (let i = 0; i < ids.length; i++) totals[ids[i]!]!++;
  const docValue = int32sOutsideHeap(multiValued ? 0 : size).fill(-1);
  if (!multiValued) {
    for (let doc = 0; doc < size; doc++) {
      if (offsets[doc + 1]! > offsets[doc]!) docValue[doc] = ids[offsets[doc]!]!;
    }
  }
  const docNumber =
    faceted && numbers && !multiValued ? numbersOfDocuments(numbers, docValue) : undefined;
  const docOffsets = multiValued ? offsets : new Int32Array(0);
  const docValues = multiValued ? ids : new Int32Array(0);

  const postingOffsets = int32sOutsideHeap(valueCount + 1);
  for (let v = 0; v < valueCount; v++) postingOffsets[v + 1] = postingOffsets[v]! + totals[v]!;
  const postingDocs = int32sOutsideHeap(postingOffsets[valueCount]!);
  const cursor = int32sCopiedOutsideHeap(postingOffsets.subarray(0, valueCount));
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

  const prefixes =
    kind === "number" && !multiValued ? buildPostingPrefixes(size, postingDocs) : undefined;
  const { wordOffsets, wordIndex, wordBits } = faceted
    ? compressedBitsets(postingOffsets, postingDocs)
    : {
        wordOffsets: new Int32Array(valueCount + 1),
        wordIndex: new Int32Array(0),
        wordBits: new Int32Array(0),
      };
  let repeatedValues = 0;
  let repeatedWords = 0;
  let fewHeldValues = 0;
  let fewHeldPostings = 0;
  for (let v = 0; v < valueCount; v++) {
    if (totals[v]! < 2) continue;
    if (totals[v]! <= fewDocuments) {
      fewHeldValues++;
      fewHeldPostings += totals[v]!;
      continue;
    }
    repeatedValues++;
    repeatedWords += wordOffsets[v + 1]! - wordOffsets[v]!;
  }
  const hasBitsets = valueCount <= maxValuesWithBitsets;
  const bitsets: Bitset[] = [];
  if (hasBitsets) {
    for (let v = 0; v < valueCount; v++) {
      bitsets.push(bitsetFromDocs(size, postingDocs, postingOffsets[v]!, postingOffsets[v + 1]!));
    }
  }

  // Facet filters ignore case: value ids by lower-cased text (text columns only; an id, or the
  // ids of values differing only in case).
  const byLowerCase = new Map<string, number | number[]>();
  if (kind === "string") {
    values.forEach((value, id) => {
      const key = value.toLowerCase();
      const found = byLowerCase.get(key);
      if (found === undefined) byLowerCase.set(key, id);
      else if (typeof found === "number") byLowerCase.set(key, [found, id]);
      else found.push(id);
    });
  }

  // Text order costs a sort of every value: columns only filtered on (ids, slugs) never need it.
  let valueRank: Int32Array | undefined;
  const rankOfValues = () => {
    valueRank ??= kind === "string" ? rankInTextOrder(values) : identityRank(values.length);
    return valueRank;
  };
  const byTotal = faceted ? idsByTotal(totals, rankOfValues()) : new Int32Array(0);
  const fewHeld =
    faceted && fewHeldValues >= minFewHeldLayout
      ? fewHeldLayout(byTotal, totals, rankOfValues(), postingOffsets, postingDocs)
      : undefined;
  const missingWords =
    faceted && !multiValued && valueCount > 0
      ? missingIfSmaller(withValue, size, byTotal[0]!, wordOffsets)
      : undefined;

  return {
    attribute,
    kind,
    size,
    values,
    numbers,
    get valueRank() {
      return rankOfValues();
    },
    totals,
    byTotal,
    totalStats: faceted && kind === "number" ? statsOf(numbers!, totals) : undefined,
    multiValued,
    docValue,
    docNumber,
    docOffsets,
    docValues,
    postingOffsets,
    postingDocs,
    withValue,
    prefixes,
    missingWords,
    wordOffsets,
    wordIndex,
    wordBits,
    repeatedValues,
    repeatedWords,
    fewHeldValues,
    fewHeldPostings,
    fewHeld,
    hasBitsets,
    lookup: (value) => {
      if (kind === "number") {
        // Values are the numbers as text, in ascending order: "2021" can only be at 2021's place.
        const text = value.toLowerCase();
        const id = lowerBound(numbers!, Number(text));
        return values[id] === text ? [id] : [];
      }
      if (kind !== "string") {
        const id = values.indexOf(value.toLowerCase());
        return id < 0 ? [] : [id];
      }
      const found = byLowerCase.get(value.toLowerCase());
      return found === undefined ? [] : typeof found === "number" ? [found] : found;
    },
    docsOf: (valueId) => {
      if (!hasBitsets) throw new Error(`${attribute} has too many values for bitsets`);
      return bitsets[valueId]!;
    },
  };
}

/** In a whole-number column's `docNumber`, a document without a value. */
export const noWholeNumber = -0x80000000;

function numbersOfDocuments(numbers: Float64Array, docValue: Int32Array) {
  const size = docValue.length;
  const whole = numbers.every((n) => Number.isInteger(n) && n > noWholeNumber && n <= 0x7fffffff);
  const docNumber = whole ? int32sOutsideHeap(size) : float64sOutsideHeap(size);
  const missing = whole ? noWholeNumber : Number.NaN;
  for (let doc = 0; doc < size; doc++) {
    const id = docValue[doc]!;
    docNumber[doc] = id >= 0 ? numbers[id]! : missing;
  }
  return docNumber;
}

function fewHeldLayout(
  byTotal: Int32Array,
  totals: Int32Array,
  valueRank: Int32Array,
  postingOffsets: Int32Array,
  postingDocs: Int32Array,
): FewHeldValues {
  let from = 0;
  while (totals[byTotal[from]!]! > fewDocuments) from++;
  let to = from;
  while (to < byTotal.length && totals[byTotal[to]!]! >= 2) to++;
  const ends = int32sOutsideHeap(to - from);
  const bounds = float64sOutsideHeap(to - from);
  let n = 0;
  for (let k = 0; k < to - from; k++) {
    const v = byTotal[from + k]!;
    n += totals[v]!;
    ends[k] = n;
    bounds[k] = valueKey(totals[v]!, valueRank[v]!, totals.length);
  }
  const docs = int32sOutsideHeap(n);
  for (let k = 0, p = 0; k < to - from; k++) {
    const v = byTotal[from + k]!;
    for (let i = postingOffsets[v]!; i < postingOffsets[v + 1]!; i++) docs[p++] = postingDocs[i]!;
  }
  return { from, to, ends, docs, bounds };
}

function missingIfSmaller(
  withValue: Bitset,
  size: number,
  top: number,
  wordOffsets: Int32Array,
): ValueWords | undefined {
  const missing = missingAsValueWords(withValue, size);
  const topWords = wordOffsets[top + 1]! - wordOffsets[top]!;
  return missing.wordIndex.length < topWords ? missing : undefined;
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
