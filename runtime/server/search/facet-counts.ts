import { type Bitset, intersectionSize, wordCount } from "./bitset.ts";
import type { FacetColumn } from "./facet-column.ts";
import type { ResultDocs, ScratchBuffers } from "./result-docs.ts";
import { type FacetStats, type FacetSummary, statsFromCounts, TopValues } from "./top-values.ts";

type Strategy = "bitsets" | "members" | "complement" | "walk";

/** Rough nanoseconds per step on a small server core, to compare strategies. */
const cost = { popcountWord: 2.7, countDoc: 8, walkPosting: 4, valueLoop: 1 };

function estimates(column: FacetColumn, result: ResultDocs): [Strategy, number][] {
  const valueCount = column.values.length;
  const postings = column.postingDocs.length;
  const perDoc = column.multiValued ? postings / Math.max(1, column.size) : 1;
  const options: [Strategy, number][] = [
    ["members", result.count * perDoc * cost.countDoc],
    [
      "complement",
      (result.size - result.count) * perDoc * cost.countDoc + 3 * valueCount * cost.valueLoop,
    ],
    ["walk", postings * cost.walkPosting + result.count],
  ];
  if (column.hasBitsets) {
    options.push(["bitsets", valueCount * wordCount(result.size) * cost.popcountWord]);
  }
  return options;
}

/** Estimated cost of summarizing the column on its own, by its cheapest strategy. */
export function columnCost(column: FacetColumn, result: ResultDocs): number {
  return Math.min(...estimates(column, result).map((option) => option[1]));
}

/**
 * Top values (and numeric stats) of one column within a result, by the cheapest of: one popcount
 * per value over precomputed bitsets (few values); counting the values of the result's documents
 * (small results) or of the documents outside it (large results); or walking values from most to
 * least frequent overall, counting each one's documents in the result, until no remaining value
 * can enter the list (many values).
 */
export function summarizeColumn(
  column: FacetColumn,
  result: ResultDocs,
  maxValues: number,
  buffers: ScratchBuffers,
): FacetSummary {
  if (result.allDocuments) return wholeIndexSummary(column, maxValues);
  const set = result.set!;
  const options = estimates(column, result);
  let strategy = options[0]!;
  for (const option of options) if (option[1] < strategy[1]) strategy = option;
  // The walk usually stops early when a column has more values than the list can hold, so try
  // it first, within the budget of the best other strategy, and fall back when it runs over.
  if (column.values.length > maxValues) {
    const selector = new TopValues(column, maxValues);
    if (walkByTotal(column, set, selector, strategy[1] / cost.walkPosting)) {
      return { top: selector.top(), stats: statsWithin(column, result) };
    }
  }
  const selector = new TopValues(column, maxValues);
  switch (strategy[0]) {
    case "walk":
      walkByTotal(column, set, selector, Number.POSITIVE_INFINITY);
      return { top: selector.top(), stats: statsWithin(column, result) };
    case "members": {
      const counts = buffers.counters(column, column.values.length);
      const [docs, n] = result.members();
      const touched = addValuesOf(column, docs, n, counts);
      let stats: FacetStats | undefined;
      for (const id of touched) selector.add(id, counts[id]!);
      if (column.kind === "number") stats = statsFromTouched(column, counts, touched);
      for (const id of touched) counts[id] = 0;
      return { top: selector.top(), stats };
    }
    default: {
      const counts = buffers.counters(column, column.values.length);
      if (strategy[0] === "bitsets") {
        for (let v = 0; v < column.values.length; v++) {
          counts[v] = intersectionSize(column.docsOf(v), set);
        }
      } else {
        counts.set(column.totals);
        const [docs, n] = result.nonMembers();
        subtractValuesOf(column, docs, n, counts);
      }
      selector.addAll(counts);
      const stats = statsFromCounts(column, counts);
      counts.fill(0, 0, column.values.length);
      return { top: selector.top(), stats };
    }
  }
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
  const counts = column.totals.slice();
  const [docs, n] = result.nonMembers();
  subtractValuesOf(column, docs, n, counts);
  return counts;
}

/**
 * Visits values from most to least frequent in the whole index, counting each one's documents in
 * the result, until no remaining value can enter the list. Gives up (returning false) after
 * `budget` postings.
 */
function walkByTotal(column: FacetColumn, set: Bitset, selector: TopValues, budget: number) {
  const { byTotal, totals, postingOffsets, postingDocs } = column;
  let visited = 0;
  for (let i = 0; i < byTotal.length; i++) {
    const v = byTotal[i]!;
    if (totals[v] === 0) break;
    // Along byTotal this bound never increases: once it cannot enter the list, nothing can.
    if (selector.full && selector.keyOf(v, totals[v]!) <= selector.lowestKey) break;
    let count = 0;
    const start = postingOffsets[v]!;
    const end = postingOffsets[v + 1]!;
    for (let j = start; j < end; j++) {
      const doc = postingDocs[j]!;
      count += (set[doc >>> 5]! >>> (doc & 31)) & 1;
    }
    if (count > 0) selector.add(v, count);
    visited += end - start + 1;
    if (visited > budget) return false;
  }
  return true;
}

/**
 * min, max, avg and sum of a number column within the result: from the column's postings (value
 * by value, testing membership) when they are fewer than the result's documents, otherwise from
 * the documents.
 */
function statsWithin(column: FacetColumn, result: ResultDocs): FacetStats | undefined {
  const numbers = column.numbers;
  if (column.kind !== "number" || !numbers) return undefined;
  const acc = { min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY, sum: 0, count: 0 };
  if (column.postingDocs.length < result.count * 2) {
    const { postingOffsets, postingDocs } = column;
    const set = result.set!;
    for (let v = 0; v < numbers.length; v++) {
      let count = 0;
      for (let j = postingOffsets[v]!; j < postingOffsets[v + 1]!; j++) {
        const doc = postingDocs[j]!;
        count += (set[doc >>> 5]! >>> (doc & 31)) & 1;
      }
      if (count === 0) continue;
      const value = numbers[v]!;
      if (acc.count === 0) acc.min = value;
      acc.max = value;
      acc.sum += value * count;
      acc.count += count;
    }
  } else {
    const [docs, n] = result.members();
    const { docOffsets, docValues, docValue, multiValued } = column;
    for (let i = 0; i < n; i++) {
      const doc = docs[i]!;
      if (multiValued) {
        for (let j = docOffsets[doc]!; j < docOffsets[doc + 1]!; j++) {
          accumulate(acc, numbers[docValues[j]!]!);
        }
      } else if (docValue[doc]! >= 0) {
        accumulate(acc, numbers[docValue[doc]!]!);
      }
    }
  }
  if (acc.count === 0) return undefined;
  return { min: acc.min, max: acc.max, avg: acc.sum / acc.count, sum: acc.sum };
}

function accumulate(
  acc: { min: number; max: number; sum: number; count: number },
  value: number,
): void {
  if (value < acc.min) acc.min = value;
  if (value > acc.max) acc.max = value;
  acc.sum += value;
  acc.count++;
}

function statsFromTouched(column: FacetColumn, counts: Int32Array, touched: readonly number[]) {
  const numbers = column.numbers!;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let sum = 0;
  let total = 0;
  for (const id of touched) {
    const value = numbers[id]!;
    if (value < min) min = value;
    if (value > max) max = value;
    sum += value * counts[id]!;
    total += counts[id]!;
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
