import { hasBit } from "./bitset.ts";
import type { FacetColumn } from "./facet-column.ts";
import type { ResultDocs } from "./result-docs.ts";
import type { FacetStats } from "./top-values.ts";

/** min, max, avg and sum of a number column within the result (see statsOfColumns). */
export function statsWithin(column: FacetColumn, result: ResultDocs): FacetStats | undefined {
  return statsOfColumns([column], result).get(column);
}

/**
 * Stats of number columns within the result, each by the shortest pass: over the column's
 * postings (few documents hold a value), or over the result's documents or the ones outside it
 * (then the totals less theirs, and the extremes from the postings' two ends). The columns that
 * take the second way share one pass: the range facets' bounds are asked together.
 */
export function statsOfColumns(
  columns: readonly FacetColumn[],
  result: ResultDocs,
): Map<FacetColumn, FacetStats | undefined> {
  const stats = new Map<FacetColumn, FacetStats | undefined>();
  const dense: FacetColumn[] = [];
  for (const column of columns) {
    if (column.kind !== "number" || !column.numbers) stats.set(column, undefined);
    else if (!column.docNumber) stats.set(column, multiValuedStats(column, result));
    else if (column.postingDocs.length <= result.passLength) {
      stats.set(column, postingsStats(column, result));
    } else dense.push(column);
  }
  if (dense.length > 0) densePass(dense, result, stats);
  return stats;
}

function densePass(
  columns: readonly FacetColumn[],
  result: ResultDocs,
  stats: Map<FacetColumn, FacetStats | undefined>,
): void {
  const numbers = columns.map((column) => column.docNumber!);
  const outside = result.complementIsSmaller && columns.every((column) => column.totalStats);
  // Documents come in ascending order: these reads are nearly sequential.
  const [docs, n] = outside ? result.nonMembers() : result.members();
  const sums = new Float64Array(columns.length);
  const counts = new Int32Array(columns.length);
  const mins = new Float64Array(columns.length).fill(Number.POSITIVE_INFINITY);
  const maxes = new Float64Array(columns.length).fill(Number.NEGATIVE_INFINITY);
  for (let i = 0; i < n; i++) {
    const doc = docs[i]!;
    for (let c = 0; c < numbers.length; c++) {
      const value = numbers[c]![doc]!;
      if (Number.isNaN(value)) continue;
      sums[c]! += value;
      counts[c]!++;
      if (value < mins[c]!) mins[c] = value;
      if (value > maxes[c]!) maxes[c] = value;
    }
  }
  columns.forEach((column, c) => {
    stats.set(
      column,
      outside
        ? statsOutside(column, result, sums[c]!, counts[c]!)
        : statsOf(mins[c]!, maxes[c]!, sums[c]!, counts[c]!),
    );
  });
}

/**
 * A single-valued column's stats from the sum and count of its values outside the result: the
 * totals less these, and the extremes from its postings' two ends (each document passed over
 * there lies outside the result, so this too is bounded by the documents outside it).
 */
function statsOutside(
  column: FacetColumn,
  result: ResultDocs,
  outsideSum: number,
  outsideCount: number,
): FacetStats | undefined {
  const count = column.postingDocs.length - outsideCount;
  if (count === 0) return undefined;
  const sum = column.totalStats!.sum - outsideSum;
  const set = result.set!;
  const postings = column.postingDocs;
  const docNumber = column.docNumber!;
  let low = 0;
  while (!hasBit(set, postings[low]!)) low++;
  let high = postings.length - 1;
  while (!hasBit(set, postings[high]!)) high--;
  return {
    min: docNumber[postings[low]!]!,
    max: docNumber[postings[high]!]!,
    avg: sum / count,
    sum,
  };
}

function postingsStats(column: FacetColumn, result: ResultDocs): FacetStats | undefined {
  const set = result.set!;
  const docNumber = column.docNumber!;
  const acc = emptyAccumulator();
  for (const doc of column.postingDocs) {
    if (hasBit(set, doc)) accumulate(acc, docNumber[doc]!);
  }
  return statsOf(acc.min, acc.max, acc.sum, acc.count);
}

function multiValuedStats(column: FacetColumn, result: ResultDocs): FacetStats | undefined {
  const numbers = column.numbers!;
  const { docOffsets, docValues } = column;
  const acc = emptyAccumulator();
  const [docs, n] = result.members();
  for (let i = 0; i < n; i++) {
    const doc = docs[i]!;
    for (let j = docOffsets[doc]!; j < docOffsets[doc + 1]!; j++) {
      accumulate(acc, numbers[docValues[j]!]!);
    }
  }
  return statsOf(acc.min, acc.max, acc.sum, acc.count);
}

function statsOf(min: number, max: number, sum: number, count: number): FacetStats | undefined {
  return count === 0 ? undefined : { min, max, avg: sum / count, sum };
}

type Accumulator = { min: number; max: number; sum: number; count: number };

function emptyAccumulator(): Accumulator {
  return { min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY, sum: 0, count: 0 };
}

function accumulate(acc: Accumulator, value: number): void {
  if (value < acc.min) acc.min = value;
  if (value > acc.max) acc.max = value;
  acc.sum += value;
  acc.count++;
}

export function statsFromTouched(
  column: FacetColumn,
  counts: Int32Array,
  touched: readonly number[],
) {
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
