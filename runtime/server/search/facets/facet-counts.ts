import type { ResultDocs, ScratchBuffers } from "../indexing/result-docs.ts";
import { countWithin, type FacetColumn, type FewHeldValues, fewDocuments } from "./facet-column.ts";
import { statsFromTouched, statsWithin } from "./facet-stats.ts";
import { type FacetStats, type FacetSummary, statsFromCounts, TopValues } from "./top-values.ts";

type Strategy = "bitsets" | "members" | "complement" | "postings";

/**
 * Nanoseconds per step measured on a small 2-core server, to compare strategies: a popcount of
 * one stored bitset word against the result, counting one value of a listed document, reaching
 * one row of the facet matrix, counting one cell of it and one of its combinations into a
 * column's counts, one step of a loop over values, one
 * value reached in a walk (finding its first word within the result), one value held by a few
 * documents reached in a walk (then each of them is a posting read), one posting read in value
 * order (0.38 of a listed document's count for kilometres at 100,000), and what a document adds
 * when its value's counter is out of the cache (see scatteredCounts).
 */
export const cost = {
  popcountWord: 3.5,
  countDoc: 8,
  matrixRow: 6,
  matrixCell: 3.5,
  combination: 1.5,
  valueLoop: 1,
  scanPosting: 3,
  walkValue: 20,
  walkFewHeld: 5,
  scatteredCount: 20,
};

/** Counters a column may have and still stay in a core's cache when hit at random. */
const cachedCounters = 4096;
/** Documents of a result whose values tell how scattered its values are. */
const scatterSample = 256;

/**
 * What counting a result's documents one by one adds when their values scatter over a column of
 * many values: the values they bring beyond what the cache holds, each a miss of it for its
 * counter and its number (kilometres of used cars). From an even sample of the documents, the
 * share that brings a value of its own: near 1 when each holds a different value, near 0 when they
 * share a few (kilometres of new cars). Columns with few values stay in the cache.
 */
function scatteredCounts(column: FacetColumn, result: ResultDocs): number {
  if (column.multiValued || column.values.length <= cachedCounters) return 0;
  if (result.count <= cachedCounters) return 0;
  const [docs, n] = result.members();
  const step = Math.max(1, Math.floor(n / scatterSample));
  const seen = new Set<number>();
  let sampled = 0;
  for (let i = 0; i < n; i += step) {
    seen.add(column.docValue[docs[i]!]!);
    sampled++;
  }
  const scattered = (n * seen.size) / sampled;
  return Math.max(0, scattered - cachedCounters) * cost.scatteredCount;
}

function estimates(column: FacetColumn, result: ResultDocs): [Strategy, number][] {
  const valueCount = column.values.length;
  const postings = column.postingDocs.length;
  const perDoc = column.multiValued ? postings / Math.max(1, column.size) : 1;
  return [
    [
      "bitsets",
      column.wordIndex.length * result.occupiedShare * cost.popcountWord +
        valueCount * cost.valueLoop +
        column.repeatedValues * cost.walkValue +
        fewHeldWalk(column),
    ],
    ["members", result.count * perDoc * cost.countDoc + scatteredCounts(column, result)],
    [
      "complement",
      (result.size - result.count) * perDoc * cost.countDoc + 3 * valueCount * cost.valueLoop,
    ],
    [
      "postings",
      column.multiValued
        ? Number.POSITIVE_INFINITY
        : postings * cost.scanPosting + valueCount * cost.valueLoop,
    ],
  ];
}

/** Estimated cost of summarizing the column on its own, by its cheapest strategy. */
export function columnCost(column: FacetColumn, result: ResultDocs): number {
  return Math.min(...estimates(column, result).map((option) => option[1]));
}

/**
 * Top values (and numeric stats) of one column within a result, by the cheapest of: a popcount of
 * each value's stored bitset against the result, values taken from most to least frequent overall
 * and stopping once no remaining value can enter the list; counting the values of the result's
 * documents (small results); or of the documents outside it (large results); or, for a column
 * with about a value per document, reading its postings in value order.
 */
export function summarizeColumn(
  column: FacetColumn,
  result: ResultDocs,
  maxValues: number,
  buffers: ScratchBuffers,
): FacetSummary {
  if (result.allDocuments) return wholeIndexSummary(column, maxValues);
  const options = estimates(column, result);
  let strategy = options[0]!;
  for (const option of options) if (option[1] < strategy[1]) strategy = option;
  // With more values than the list holds, the walk may stop early: when even its shortest
  // possible course (the most frequent values until the list is full) is cheaper than the best
  // other way, try it within that budget, and fall back when it runs over.
  if (
    strategy[0] === "bitsets" ||
    (column.values.length > maxValues &&
      repeatedWalk(column, result) < strategy[1] &&
      shortestWalk(column, maxValues) * result.occupiedShare * cost.popcountWord < strategy[1])
  ) {
    const selector = new TopValues(column, maxValues);
    const budget = strategy[0] === "bitsets" ? Number.POSITIVE_INFINITY : strategy[1];
    const walk = walkByTotal(column, result, selector, budget / cost.popcountWord, {
      deriveTop: column.values.length <= maxValues,
    });
    if (walk.finished) {
      const stats = walk.visitedEveryValue ? walk.stats : statsWithin(column, result);
      return { top: selector.top(), stats };
    }
    if (strategy[0] === "bitsets") throw new Error("an unbounded walk always finishes");
  }
  const selector = new TopValues(column, maxValues);
  if (strategy[0] === "postings") {
    const stats = scanPostings(column, result, selector);
    return { top: selector.top(), stats };
  }
  const counts = buffers.counters(column, column.values.length);
  if (strategy[0] === "members" && !column.multiValued && result.count > column.values.length) {
    // More documents than values: counting without noting which values were met, then reading
    // every counter, beats keeping the list of values met (kilometres of a large result).
    const [docs, n] = result.members();
    const docValue = column.docValue;
    for (let i = 0; i < n; i++) {
      const v = docValue[docs[i]!]!;
      if (v >= 0) counts[v]!++;
    }
    selector.addAll(counts);
    const stats = statsFromCounts(column, counts);
    counts.fill(0, 0, column.values.length);
    return { top: selector.top(), stats };
  }
  if (strategy[0] === "members" && !column.multiValued) {
    const [docs, n] = result.members();
    const stats = countMembersOnce(column, docs, n, counts, selector);
    return { top: selector.top(), stats };
  }
  if (strategy[0] === "members") {
    const [docs, n] = result.members();
    const touched = addValuesOf(column, docs, n, counts);
    for (const id of touched) selector.add(id, counts[id]!);
    const stats = column.kind === "number" ? statsFromTouched(column, counts, touched) : undefined;
    for (const id of touched) counts[id] = 0;
    return { top: selector.top(), stats };
  }
  counts.set(column.totals);
  const [docs, n] = result.nonMembers();
  subtractValuesOf(column, docs, n, counts);
  selector.addAll(counts);
  const stats = statsFromCounts(column, counts);
  counts.fill(0, 0, column.values.length);
  return { top: selector.top(), stats };
}

export function wholeIndexSummary(column: FacetColumn, maxValues: number): FacetSummary {
  const top: [string, number][] = [];
  for (let i = 0; i < column.byTotal.length && top.length < maxValues; i++) {
    const id = column.byTotal[i]!;
    if (column.totals[id] === 0) break;
    top.push([column.values[id]!, column.totals[id]!]);
  }
  return { top, stats: column.totalStats };
}

/** Count of every value within the result, as a new array (for searches in facet values). */
export function countAllValues(column: FacetColumn, result: ResultDocs): Int32Array {
  if (result.allDocuments) return column.totals;
  if (!result.complementIsSmaller) {
    const counts = new Int32Array(column.values.length);
    const [docs, n] = result.members();
    addValuesOf(column, docs, n, counts);
    return counts;
  }
  const counts = column.totals.slice();
  const [docs, n] = result.nonMembers();
  subtractValuesOf(column, docs, n, counts);
  return counts;
}

/**
 * What a walk costs at least when most values are held by one document (listing times) or a few
 * (kilometres): it reaches every value held twice or more before the list can settle, unless the
 * result holds many of them twice. Kilometres are then counted at once rather than walked on
 * speculation, walked over budget and counted on top.
 */
function repeatedWalk(column: FacetColumn, result: ResultDocs): number {
  return (
    column.repeatedValues * cost.walkValue +
    column.repeatedWords * result.occupiedShare * cost.popcountWord +
    fewHeldWalk(column)
  );
}

/** What a walk spends on the values held by two to `fewDocuments` documents. */
function fewHeldWalk(column: FacetColumn): number {
  return column.fewHeldValues * cost.walkFewHeld + column.fewHeldPostings * cost.scanPosting;
}

/** Stored words of the `maxValues` most frequent values. */
function shortestWalk(column: FacetColumn, maxValues: number): number {
  let words = 0;
  for (let i = 0; i < maxValues && i < column.byTotal.length; i++) {
    const v = column.byTotal[i]!;
    words += column.wordOffsets[v + 1]! - column.wordOffsets[v]! + 1;
  }
  return words;
}

/**
 * Visits values from most to least frequent in the whole index, counting each one within the
 * result, until no remaining value can enter the list. Gives up (finished: false) past `budget`
 * stored words. When it visited every value, its `stats` are those of the whole result.
 * `deriveTop`: every value will be visited (the list has room for all), so the most frequent
 * one may be worked out from the others (see FacetColumn.missingWords).
 */
function walkByTotal(
  column: FacetColumn,
  result: ResultDocs,
  selector: TopValues,
  budget: number,
  { deriveTop }: { deriveTop: boolean },
) {
  const { byTotal, totals, wordOffsets, missingWords, postingOffsets, postingDocs } = column;
  const set = result.set!;
  const [fromWord, toWord] = result.occupied();
  const share = result.occupiedShare;
  const numbers = column.kind === "number" ? column.numbers : undefined;
  const derived = deriveTop && missingWords ? byTotal[0] : undefined;
  const acc = { min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY, sum: 0, count: 0 };
  let visited = 0;
  let everyValue = true;
  const few = column.fewHeld;
  for (let i = derived === undefined ? 0 : 1; i < byTotal.length; i++) {
    if (few && i === few.from) {
      visited += fewHeldWalk(column) / cost.popcountWord;
      if (visited > budget) return { finished: false, visitedEveryValue: false, stats: undefined };
      if (!walkFewHeld(few, byTotal, set, selector, numbers, acc)) {
        everyValue = false;
        break;
      }
      i = few.to - 1;
      continue;
    }
    const v = byTotal[i]!;
    if (totals[v] === 0) break;
    // Along byTotal this bound never increases: once it cannot enter the list, nothing can.
    if (selector.full && selector.keyOf(v, totals[v]!) <= selector.lowestKey) {
      everyValue = false;
      break;
    }
    let count = 0;
    if (totals[v]! <= fewDocuments) {
      for (let p = postingOffsets[v]!; p < postingOffsets[v + 1]!; p++) {
        const doc = postingDocs[p]!;
        count += (set[doc >>> 5]! >>> (doc & 31)) & 1;
      }
      visited += (totals[v]! * cost.scanPosting + cost.walkFewHeld) / cost.popcountWord;
    } else {
      count = countWithin(column, v, set, fromWord, toWord);
      visited += (wordOffsets[v + 1]! - wordOffsets[v]!) * share + 1;
    }
    if (count > 0) addValue(selector, numbers, acc, v, count);
    if (visited > budget) return { finished: false, visitedEveryValue: false, stats: undefined };
  }
  if (derived !== undefined) {
    const withoutValue = countWithin(missingWords!, 0, set, fromWord, toWord);
    const count = result.count - withoutValue - acc.count;
    if (count > 0) addValue(selector, numbers, acc, derived, count);
  }
  const stats =
    acc.count === 0 || !numbers
      ? undefined
      : { min: acc.min, max: acc.max, avg: acc.sum / acc.count, sum: acc.sum };
  return { finished: true, visitedEveryValue: everyValue, stats };
}

/**
 * The walk through the values held by a few documents (see FewHeldValues), in order; false when
 * it stopped because no remaining value can enter the list.
 */
function walkFewHeld(
  few: FewHeldValues,
  byTotal: Int32Array,
  set: Uint32Array,
  selector: TopValues,
  numbers: Float64Array | undefined,
  acc: { min: number; max: number; sum: number; count: number },
): boolean {
  const { ends, docs, bounds } = few;
  let p = 0;
  for (let k = 0; k < ends.length; k++) {
    if (selector.full && bounds[k]! <= selector.lowestKey) return false;
    let count = 0;
    for (const end = ends[k]!; p < end; p++) {
      const doc = docs[p]!;
      count += (set[doc >>> 5]! >>> (doc & 31)) & 1;
    }
    if (count > 0) addValue(selector, numbers, acc, byTotal[few.from + k]!, count);
  }
  return true;
}

/** Lists a value's count, and adds it to the statistics of a number column. */
function addValue(
  selector: TopValues,
  numbers: Float64Array | undefined,
  acc: { min: number; max: number; sum: number; count: number },
  v: number,
  count: number,
): void {
  selector.add(v, count);
  acc.count += count;
  if (!numbers) return;
  const value = numbers[v]!;
  if (value < acc.min) acc.min = value;
  if (value > acc.max) acc.max = value;
  acc.sum += value * count;
}

/**
 * Counts every value of a single-valued column within the result by reading its postings in value
 * order, one bit test each: no counters, and a number column's stats come in the same pass. Its
 * cost is the column's size whatever the result's, so it wins for many values and large results
 * (kilometres, listing times: nearly a value per document).
 */
function scanPostings(column: FacetColumn, result: ResultDocs, selector: TopValues) {
  const { postingOffsets, postingDocs } = column;
  const set = result.set!;
  const numbers = column.kind === "number" ? column.numbers : undefined;
  const acc = { min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY, sum: 0, count: 0 };
  const valueCount = column.values.length;
  let i = postingOffsets[0]!;
  for (let v = 0; v < valueCount; v++) {
    const end = postingOffsets[v + 1]!;
    let count = 0;
    for (; i < end; i++) {
      const doc = postingDocs[i]!;
      count += (set[doc >>> 5]! >>> (doc & 31)) & 1;
    }
    if (count > 0) addValue(selector, numbers, acc, v, count);
  }
  return acc.count === 0 || !numbers
    ? undefined
    : { min: acc.min, max: acc.max, avg: acc.sum / acc.count, sum: acc.sum };
}

/**
 * Counts a single-valued column over the listed documents, then meets each value once more at its
 * first document, in a second pass that clears its counter as it lists it: no list of the values
 * met is kept, and a value whose count cannot enter the list is passed over without reading its
 * rank. With a value per document or two (kilometres, listing times at a million vehicles) this
 * reads far less scattered memory. A number column's stats are summed in the same order as
 * statsFromTouched's (values by first document), so they come out identical.
 */
function countMembersOnce(
  column: FacetColumn,
  docs: Int32Array,
  n: number,
  counts: Int32Array,
  selector: TopValues,
): FacetStats | undefined {
  const docValue = column.docValue;
  for (let i = 0; i < n; i++) {
    const v = docValue[docs[i]!]!;
    if (v >= 0) counts[v]!++;
  }
  // A faceted column keeps each document's number: read in document order, not scattered.
  const docNumber = column.kind === "number" ? column.docNumber : undefined;
  const numbers = column.kind === "number" ? column.numbers : undefined;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let sum = 0;
  let total = 0;
  for (let i = 0; i < n; i++) {
    const doc = docs[i]!;
    const v = docValue[doc]!;
    if (v < 0) continue;
    const count = counts[v]!;
    if (count === 0) continue;
    counts[v] = 0;
    if (!selector.cannotEnter(count)) selector.add(v, count);
    if (!numbers) continue;
    const value = docNumber ? docNumber[doc]! : numbers[v]!;
    if (value < min) min = value;
    if (value > max) max = value;
    sum += value * count;
    total += count;
  }
  return total === 0 ? undefined : { min, max, avg: sum / total, sum };
}

/** Adds one per value of each listed document; returns the value ids that went from 0 to 1. */
function addValuesOf(column: FacetColumn, docs: Int32Array, n: number, counts: Int32Array) {
  const touched: number[] = [];
  if (column.multiValued) {
    const { docOffsets, docValues } = column;
    for (let i = 0; i < n; i++) {
      const doc = docs[i]!;
      for (let j = docOffsets[doc]!; j < docOffsets[doc + 1]!; j++) {
        const v = docValues[j]!;
        if (counts[v]!++ === 0) touched.push(v);
      }
    }
  } else {
    const docValue = column.docValue;
    for (let i = 0; i < n; i++) {
      const v = docValue[docs[i]!]!;
      if (v >= 0 && counts[v]!++ === 0) touched.push(v);
    }
  }
  return touched;
}

function subtractValuesOf(column: FacetColumn, docs: Int32Array, n: number, counts: Int32Array) {
  if (column.multiValued) {
    const { docOffsets, docValues } = column;
    for (let i = 0; i < n; i++) {
      const doc = docs[i]!;
      for (let j = docOffsets[doc]!; j < docOffsets[doc + 1]!; j++) counts[docValues[j]!]!--;
    }
  } else {
    const docValue = column.docValue;
    for (let i = 0; i < n; i++) {
      const v = docValue[docs[i]!]!;
      if (v >= 0) counts[v]!--;
    }
  }
}
