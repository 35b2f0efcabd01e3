import { int32sOutsideHeap } from "../indexing/outside-heap.ts";

/** Each value ranked where it is: values already in order. */
export function identityRank(length: number): Int32Array {
  const rank = int32sOutsideHeap(length);
  for (let id = 0; id < length; id++) rank[id] = id;
  return rank;
}

/** Each value's rank in text order. */
export function rankInTextOrder(values: readonly string[]): Int32Array {
  const idOf = new Map(values.map((value, id) => [value, id]));
  const rank = int32sOutsideHeap(values.length);
  [...values].sort().forEach((value, position) => {
    rank[idOf.get(value)!] = position;
  });
  return rank;
}

/** Value ids by total descending, then by value rank: a counting sort on totals. */
export function idsByTotal(totals: Int32Array, valueRank: Int32Array): Int32Array {
  const inValueOrder = int32sOutsideHeap(totals.length);
  valueRank.forEach((position, id) => {
    inValueOrder[position] = id;
  });
  let largest = 0;
  for (const total of totals) largest = Math.max(largest, total);
  const starts = int32sOutsideHeap(largest + 2);
  for (const total of totals) starts[largest - total + 1]!++;
  for (let i = 1; i < starts.length; i++) starts[i]! += starts[i - 1]!;
  const sorted = int32sOutsideHeap(totals.length);
  for (const id of inValueOrder) sorted[starts[largest - totals[id]!]!++] = id;
  return sorted;
}

/** First index of the ascending `sorted` whose number is >= target. */
export function lowerBound(sorted: Float64Array | Int32Array, target: number): number {
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
