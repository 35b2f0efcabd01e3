import { type FacetColumn, lowerBound } from "../facets/facet-column.ts";
import { type Bitset, collectDocs, hasBit } from "../indexing/bitset.ts";
import { int32sOutsideHeap } from "../indexing/outside-heap.ts";

export interface RankingCriterion {
  attribute: string;
  order: "asc" | "desc";
  /** Value used for records without the attribute; without it they rank last. */
  missingAs?: number;
}

/** A total order of all documents for one index: `order[position] = doc`, `rank[doc] = position`. */
export interface Ordering {
  readonly order: Int32Array;
  readonly rank: Int32Array;
}

/**
 * Sorts the documents by the criteria, then by `tieOrder` (the documents in tie-breaking order),
 * with one stable counting sort per criterion from the last to the first (values are already
 * ranked in each column).
 */
export function buildOrdering(
  criteria: readonly RankingCriterion[],
  columnFor: (attribute: string) => FacetColumn,
  tieOrder: Int32Array,
): Ordering {
  const size = tieOrder.length;
  let order = tieOrder;
  for (let i = criteria.length - 1; i >= 0; i--) {
    const criterion = criteria[i]!;
    const column = columnFor(criterion.attribute);
    const { buckets, bucketCount } = sortBuckets(size, criterion, column);
    order = stableCountingSort(order, buckets, bucketCount);
  }
  if (order === tieOrder) order = tieOrder.slice();
  const rank = int32sOutsideHeap(size);
  for (let position = 0; position < size; position++) rank[order[position]!] = position;
  return { order, rank };
}

function stableCountingSort(order: Int32Array, buckets: Int32Array, bucketCount: number) {
  const starts = int32sOutsideHeap(bucketCount + 1);
  for (let i = 0; i < order.length; i++) starts[buckets[order[i]!]! + 1]!++;
  for (let b = 0; b < bucketCount; b++) starts[b + 1]! += starts[b]!;
  const sorted = int32sOutsideHeap(order.length);
  for (let i = 0; i < order.length; i++) {
    const doc = order[i]!;
    sorted[starts[buckets[doc]!]!++] = doc;
  }
  return sorted;
}

/**
 * The sort bucket of each document for one criterion, ascending: value v at ascending position p
 * gets bucket 2p + 1, so a `missingAs` value absent from the column fits in the even bucket
 * between its neighbours; documents without a value go last. A document with several values
 * sorts by its first in the criterion's order.
 */
function sortBuckets(size: number, criterion: RankingCriterion, column: FacetColumn) {
  const valueCount = column.values.length;
  const descending = criterion.order === "desc";
  const valueRank = column.valueRank;
  const ascendingPosition = (id: number) => valueRank[id]!;
  const position = (id: number) =>
    descending ? valueCount - 1 - ascendingPosition(id) : ascendingPosition(id);
  const last = 2 * valueCount + 1;
  let missing = last;
  if (criterion.missingAs !== undefined && column.numbers) {
    const p = lowerBound(column.numbers, criterion.missingAs);
    const exact = column.numbers[p] === criterion.missingAs;
    if (exact) missing = 2 * position(p) + 1;
    else missing = descending ? 2 * (valueCount - p) : 2 * p;
  }
  const buckets = int32sOutsideHeap(size);
  for (let doc = 0; doc < size; doc++) {
    let best = missing;
    if (column.multiValued) {
      const from = column.docOffsets[doc]!;
      const to = column.docOffsets[doc + 1]!;
      if (to > from) best = last;
      for (let i = from; i < to; i++) {
        best = Math.min(best, 2 * position(column.docValues[i]!) + 1);
      }
    } else if (column.docValue[doc]! >= 0) {
      best = 2 * position(column.docValue[doc]!) + 1;
    }
    buckets[doc] = best;
  }
  return { buckets, bucketCount: last + 1 };
}

/**
 * Documents at positions [start, start + length) of `set` (which holds `count` documents) in the
 * ordering. Small sets are sorted by rank; large ones are found by walking the ordering, which
 * takes about (start + length) * size / count steps.
 */
export function pageOf(
  set: Bitset,
  count: number,
  ordering: Ordering,
  start: number,
  length: number,
  scratch: Int32Array,
): number[] {
  const end = Math.min(count, start + length);
  if (start >= end) return [];
  const size = ordering.order.length;
  const walkSteps = (end * size) / count;
  if (count * Math.log2(count + 1) < walkSteps) {
    const positions = scratch.subarray(0, count);
    collectDocs(set, positions);
    for (let i = 0; i < count; i++) positions[i] = ordering.rank[positions[i]!]!;
    positions.sort();
    const page: number[] = [];
    for (let i = start; i < end; i++) page.push(ordering.order[positions[i]!]!);
    return page;
  }
  const page: number[] = [];
  let seen = 0;
  for (let position = 0; position < size && seen < end; position++) {
    const doc = ordering.order[position]!;
    if (hasBit(set, doc)) {
      if (seen >= start) page.push(doc);
      seen++;
    }
  }
  return page;
}
