import { countWithin, type FacetColumn } from "./facet-column.ts";
import type { ResultDocs } from "./result-docs.ts";
import type { FacetStats } from "./top-values.ts";

/**
 * min, max, avg and sum of a number column within the result. For a large result: the totals
 * minus the documents outside it, and the extremes found by scanning values inward from both
 * ends. Otherwise from the column's postings (testing membership) or the result's documents,
 * whichever is shorter.
 */
export function statsWithin(column: FacetColumn, result: ResultDocs): FacetStats | undefined {
  const numbers = column.numbers;
  if (column.kind !== "number" || !numbers) return undefined;
  const set = result.set!;
  if (result.complementIsSmaller && column.docNumber && column.totalStats) {
    return statsByComplement(column, numbers, result);
  }
  const acc = { min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY, sum: 0, count: 0 };
  if (column.postingDocs.length < result.count * 2) {
    for (let v = 0; v < numbers.length; v++) {
      const count = countWithin(column, v, set, ...result.occupied());
      if (count === 0) continue;
      const value = numbers[v]!;
      if (acc.count === 0) acc.min = value;
      acc.max = value;
      acc.sum += value * count;
      acc.count += count;
    }
  } else if (column.docNumber) {
    // Documents come in ascending order: these reads are nearly sequential.
    const [docs, n] = result.members();
    const docNumber = column.docNumber;
    for (let i = 0; i < n; i++) {
      const value = docNumber[docs[i]!]!;
      if (!Number.isNaN(value)) accumulate(acc, value);
    }
  } else {
    const [docs, n] = result.members();
    const { docOffsets, docValues } = column;
    for (let i = 0; i < n; i++) {
      const doc = docs[i]!;
      for (let j = docOffsets[doc]!; j < docOffsets[doc + 1]!; j++) {
        accumulate(acc, numbers[docValues[j]!]!);
      }
    }
  }
  if (acc.count === 0) return undefined;
  return { min: acc.min, max: acc.max, avg: acc.sum / acc.count, sum: acc.sum };
}

function statsByComplement(column: FacetColumn, numbers: Float64Array, result: ResultDocs) {
  const total = column.totalStats!;
  let sum = total.sum;
  let count = column.postingDocs.length;
  const [outside, n] = result.nonMembers();
  const docNumber = column.docNumber!;
  for (let i = 0; i < n; i++) {
    const value = docNumber[outside[i]!]!;
    if (!Number.isNaN(value)) {
      sum -= value;
      count--;
    }
  }
  if (count === 0) return undefined;
  const set = result.set!;
  let low = 0;
  while (countWithin(column, low, set, ...result.occupied()) === 0) low++;
  let high = numbers.length - 1;
  while (countWithin(column, high, set, ...result.occupied()) === 0) high--;
  return { min: numbers[low]!, max: numbers[high]!, avg: sum / count, sum };
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
