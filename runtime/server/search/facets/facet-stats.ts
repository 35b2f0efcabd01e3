import { hasBit } from "../indexing/bitset.ts";
import type { ResultDocs } from "../indexing/result-docs.ts";
import { type FacetColumn, noWholeNumber } from "./facet-column.ts";
import type { FacetStats } from "./top-values.ts";

/**
 * min, max, avg and sum of a number column within the result, by the shortest pass: over the
 * column's postings (few documents hold a value), or over the result's documents or the ones
 * outside it (then the totals less theirs, and the extremes from the postings' two ends).
 */
export function statsWithin(column: FacetColumn, result: ResultDocs): FacetStats | undefined {
  if (column.kind !== "number" || !column.numbers) return undefined;
  if (!column.docNumber) return multiValuedStats(column, result);
  if (column.postingDocs.length <= result.passLength) return postingsStats(column, result);
  const outside = result.complementIsSmaller && column.totalStats !== undefined;
  // Documents come in ascending order: these reads are nearly sequential.
  const [docs, n] = outside ? result.nonMembers() : result.members();
  const numbers = column.docNumber;
  // One loop per array type, so each reads its numbers without checking their type.
  const { min, max, sum, count } =
    numbers instanceof Int32Array ? wholeNumbersOf(numbers, docs, n) : numbersOf(numbers, docs, n);
  return outside ? statsOutside(column, result, sum, count) : statsOf(min, max, sum, count);
}

function wholeNumbersOf(numbers: Int32Array, docs: Int32Array, n: number): Accumulator {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let sum = 0;
  let count = 0;
  for (let i = 0; i < n; i++) {
    const value = numbers[docs[i]!]!;
    if (value === noWholeNumber) continue;
    sum += value;
    count++;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return { min, max, sum, count };
}

function numbersOf(numbers: Float64Array, docs: Int32Array, n: number): Accumulator {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let sum = 0;
  let count = 0;
  for (let i = 0; i < n; i++) {
    const value = numbers[docs[i]!]!;
    if (Number.isNaN(value)) continue;
    sum += value;
    count++;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return { min, max, sum, count };
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
