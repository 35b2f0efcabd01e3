import { type Bitset, collectDocs, hasBit } from "./bitset.ts";
import type { FacetColumn } from "./facet-column.ts";

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

export function buildOrdering(
  size: number,
  criteria: readonly RankingCriterion[],
  columnFor: (attribute: string) => FacetColumn,
): Ordering {
  const keys = criteria.map((criterion) =>
    sortKeys(size, criterion, columnFor(criterion.attribute)),
  );
  const docs = Array.from({ length: size }, (_, doc) => doc);
  docs.sort((a, b) => {
    for (const key of keys) {
      const x = key[a]!;
      const y = key[b]!;
      if (x !== y) return x < y ? -1 : 1;
    }
    return a - b;
  });
  const order = Int32Array.from(docs);
  const rank = new Int32Array(size);
  for (let position = 0; position < size; position++) rank[order[position]!] = position;
  return { order, rank };
}

/** Ascending sort keys for a criterion; missing values sort after every present value. */
function sortKeys(size: number, criterion: RankingCriterion, column: FacetColumn): Float64Array {
  const keys = new Float64Array(size);
  const sign = criterion.order === "desc" ? -1 : 1;
  const missing =
    criterion.missingAs === undefined ? Number.POSITIVE_INFINITY : sign * criterion.missingAs;
  const valueKey = (id: number) =>
    column.numbers ? sign * column.numbers[id]! : sign * column.stringRank[id]!;
  for (let doc = 0; doc < size; doc++) {
    let best = Number.POSITIVE_INFINITY;
    if (column.multiValued) {
      for (let i = column.docOffsets[doc]!; i < column.docOffsets[doc + 1]!; i++) {
        best = Math.min(best, valueKey(column.docValues[i]!));
      }
    } else if (column.docValue[doc]! >= 0) {
      best = valueKey(column.docValue[doc]!);
    }
    keys[doc] = best === Number.POSITIVE_INFINITY ? missing : best;
  }
  return keys;
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
): number[] {
  const end = Math.min(count, start + length);
  if (start >= end) return [];
  const size = ordering.order.length;
  const walkSteps = (end * size) / count;
  if (count * Math.log2(count + 1) < walkSteps) {
    const docs = new Int32Array(count);
    collectDocs(set, docs);
    for (let i = 0; i < count; i++) docs[i] = ordering.rank[docs[i]!]!;
    docs.sort();
    const page: number[] = [];
    for (let i = start; i < end; i++) page.push(ordering.order[docs[i]!]!);
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
