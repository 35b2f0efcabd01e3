import { float64sOutsideHeap, int32sOutsideHeap } from "../../indexing/outside-heap.ts";
import type { ResultDocs } from "../../indexing/result-docs.ts";
import { countWithin, type FacetColumn, fewDocuments } from "../facet-column.ts";
import type { TopValues } from "../top-values.ts";
import { idsByTotal } from "../value-order.ts";
import { cost } from "./counting-costs.ts";

/**
 * A column's value counts within each value of a partition column with a few values (kilometres
 * within new, used and demonstrator vehicles). A result that lies within one of those values
 * (used cars in a price band) holds no more of a value than that part does: walking the values by
 * their counts there, rather than over every vehicle, passes over those the part lacks
 * (new cars' few kilometres, held by tens of thousands of them) and stops as soon as no count
 * left can enter the list.
 */
export interface PartitionWalks {
  readonly partition: FacetColumn;
  /** For each partition value: the column's values held there, by count there (descending), then value order. */
  readonly byCount: readonly Int32Array[];
  /** Their counts there, in that order. */
  readonly counts: readonly Int32Array[];
  /** What visiting the first i of them costs (ns, reading every stored word): costs[u][i]. */
  readonly costs: readonly Float64Array[];
  /** Documents with a value of the column in each part. */
  readonly sizes: Int32Array;
  /**
   * For each partition value: the column's postings within that part, in value order (value v's
   * documents are docs[offsets[v] .. offsets[v+1])). A result within one part reads only these.
   */
  readonly postings: readonly PartPostings[];
}

/** A column's postings restricted to some documents, laid out as FacetColumn's. */
export interface PartPostings {
  readonly offsets: Int32Array;
  readonly docs: Int32Array;
}

/** Columns whose repeated values store more words than a quarter of the documents get walks. */
const minWordsPerDocument = 1 / 4;

/** Whether a walk through `column`'s values is long enough to keep partition walks for. */
export function worthPartitionWalks(column: FacetColumn): boolean {
  return (
    !column.multiValued &&
    column.byTotal.length > 0 &&
    column.repeatedWords > column.size * minWordsPerDocument
  );
}

export function buildPartitionWalks(column: FacetColumn, partition: FacetColumn): PartitionWalks {
  if (partition.multiValued) throw new Error(`${partition.attribute} holds several values`);
  const valueCount = column.values.length;
  const parts = partition.values.length;
  const pairs = new Int32Array(parts * valueCount);
  const { docValue } = column;
  const partOf = partition.docValue;
  for (let doc = 0; doc < column.size; doc++) {
    const v = docValue[doc]!;
    const u = partOf[doc]!;
    if (v >= 0 && u >= 0) pairs[u * valueCount + v]!++;
  }
  const byCount: Int32Array[] = [];
  const counts: Int32Array[] = [];
  const costs: Float64Array[] = [];
  const sizes = int32sOutsideHeap(parts);
  for (let u = 0; u < parts; u++) {
    const within = pairs.subarray(u * valueCount, (u + 1) * valueCount);
    const ordered = idsByTotal(within, column.valueRank);
    let held = 0;
    while (held < ordered.length && within[ordered[held]!]! > 0) held++;
    const values = int32sOutsideHeap(held);
    values.set(ordered.subarray(0, held));
    const valueCounts = int32sOutsideHeap(held);
    for (let i = 0; i < held; i++) valueCounts[i] = within[values[i]!]!;
    const valueCosts = float64sOutsideHeap(held + 1);
    for (let i = 0; i < held; i++) {
      valueCosts[i + 1] = valueCosts[i]! + visitCost(column, values[i]!, 1);
      sizes[u]! += valueCounts[i]!;
    }
    byCount.push(values);
    counts.push(valueCounts);
    costs.push(valueCosts);
  }
  return {
    partition,
    byCount,
    counts,
    costs,
    sizes,
    postings: partPostings(column, pairs, sizes, partOf),
  };
}

/** Each part's postings, from the count of every (part, value) pair and the parts' sizes. */
function partPostings(
  column: FacetColumn,
  pairs: Int32Array,
  sizes: Int32Array,
  partOf: Int32Array,
): PartPostings[] {
  const valueCount = column.values.length;
  const parts = sizes.length;
  const postings: PartPostings[] = [];
  const cursors = int32sOutsideHeap(parts);
  for (let u = 0; u < parts; u++) {
    const offsets = int32sOutsideHeap(valueCount + 1);
    for (let v = 0; v < valueCount; v++) offsets[v + 1] = offsets[v]! + pairs[u * valueCount + v]!;
    postings.push({ offsets, docs: int32sOutsideHeap(sizes[u]!) });
  }
  // Reading the column's postings in value order fills each part's in value order too.
  const { postingDocs } = column;
  for (let p = 0; p < postingDocs.length; p++) {
    const doc = postingDocs[p]!;
    const u = partOf[doc]!;
    if (u >= 0) postings[u]!.docs[cursors[u]!++] = doc;
  }
  return postings;
}

/** What counting value v within a result costs a walk (ns), its words over `share` of the set. */
function visitCost(column: FacetColumn, v: number, share: number): number {
  const total = column.totals[v]!;
  if (total <= fewDocuments) return total * cost.scanPosting + cost.walkFewHeld;
  const words = column.wordOffsets[v + 1]! - column.wordOffsets[v]!;
  return words * share * cost.popcountWord + cost.walkValue;
}

/**
 * What a walk within part `u` is expected to cost (ns): it stops once the counts there fall to
 * the list's lowest count within the result, about the result's share of the part times the
 * `maxValues`-th count there (each value's count within the result, about that share of its
 * count in the part, mostly less than the list's most fortunate).
 */
export function partWalkCost(
  walks: PartitionWalks,
  u: number,
  result: ResultDocs,
  maxValues: number,
): number {
  const counts = walks.counts[u]!;
  const held = counts.length;
  const share = result.count / Math.max(1, walks.sizes[u]!);
  const lowest = maxValues > 0 && held > maxValues ? share * counts[maxValues - 1]! : 0;
  let low = 0;
  let high = held;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (counts[middle]! > lowest) low = middle + 1;
    else high = middle;
  }
  return walks.costs[u]![low]!;
}

/**
 * The partition value every document of the result holds, if there is one: the first
 * document's, when the result has no document outside that value's set.
 */
export function partOfResult(walks: PartitionWalks, result: ResultDocs): number | undefined {
  const { partition } = walks;
  const set = result.set;
  if (!set || !partition.hasBitsets || result.count === 0) return undefined;
  const [first, last] = result.occupied();
  const word = set[first]!;
  const u = partition.docValue[(first << 5) + 31 - Math.clz32(word & -word)]!;
  if (u < 0) return undefined;
  const within = partition.docsOf(u);
  for (let w = first; w <= last; w++) if ((set[w]! & ~within[w]!) !== 0) return undefined;
  return u;
}

/**
 * Lists the column's top values within a result that lies within partition value `u`, walking
 * that value's counts; false (and a list to drop) when it passes `budget` (ns).
 */
export function walkWithinPart(
  column: FacetColumn,
  walks: PartitionWalks,
  u: number,
  result: ResultDocs,
  selector: TopValues,
  budget: number,
): boolean {
  const order = walks.byCount[u]!;
  const bounds = walks.counts[u]!;
  const { totals, postingOffsets, postingDocs } = column;
  const set = result.set!;
  const [fromWord, toWord] = result.occupied();
  const share = result.occupiedShare;
  let visited = 0;
  for (let i = 0; i < order.length; i++) {
    const v = order[i]!;
    // Along the order this bound never increases: once it cannot enter the list, nothing can.
    if (selector.full && selector.keyOf(v, bounds[i]!) <= selector.lowestKey) break;
    let count = 0;
    if (totals[v]! <= fewDocuments) {
      for (let p = postingOffsets[v]!; p < postingOffsets[v + 1]!; p++) {
        const doc = postingDocs[p]!;
        count += (set[doc >>> 5]! >>> (doc & 31)) & 1;
      }
    } else {
      count = countWithin(column, v, set, fromWord, toWord);
    }
    visited += visitCost(column, v, share);
    if (count > 0 && !selector.cannotEnter(count)) selector.add(v, count);
    if (visited > budget) return false;
  }
  return true;
}

/**
 * The partition walks of every faceted column worth them (see worthPartitionWalks), one per
 * partition attribute, each built as a step of its own.
 */
export function* partitionWalksSteps(
  columns: ReadonlyMap<string, FacetColumn>,
  facetable: readonly string[],
  partitionBy: readonly string[],
): Generator<void, Map<string, PartitionWalks[]>> {
  const partitions = partitionBy.map((attribute) => {
    const partition = columns.get(attribute);
    if (!partition || partition.multiValued || !partition.hasBitsets) {
      throw new Error(
        `facetBoundsBy: ${attribute} must be an attribute for faceting with one value a record and few values`,
      );
    }
    return partition;
  });
  const walks = new Map<string, PartitionWalks[]>();
  for (const name of facetable) {
    const column = columns.get(name)!;
    if (partitions.length === 0 || !worthPartitionWalks(column)) continue;
    const built: PartitionWalks[] = [];
    for (const partition of partitions) {
      if (partition !== column) built.push(buildPartitionWalks(column, partition));
      yield;
    }
    walks.set(name, built);
  }
  return walks;
}
