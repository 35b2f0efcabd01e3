import type { ResultDocs, ScratchBuffers } from "../../indexing/result-docs.ts";
import type { FacetColumn } from "../facet-column.ts";
import type { FacetStats, TopValues } from "../top-values.ts";

/**
 * Whether a column can be counted by `countDistinctValues`: single whole numbers (kept in value
 * order, so a value's id is its rank), most documents holding a value of their own (listing
 * times), and sums that stay exact whatever order they are added in.
 */
export function countsDistinctValues(column: FacetColumn): boolean {
  const stats = column.totalStats;
  return (
    column.kind === "number" &&
    !column.multiValued &&
    column.docNumber instanceof Int32Array &&
    stats !== undefined &&
    column.values.length > column.size / 2 &&
    Math.max(Math.abs(stats.min), Math.abs(stats.max)) * column.size <= Number.MAX_SAFE_INTEGER
  );
}

/**
 * Counts a column `countsDistinctValues` accepts over the result's documents, noting each value
 * met in a bitset of the values rather than a counter each: the bitset stays in a core's cache
 * where a million counters would not, and the values met twice are few. The list then takes
 * those, and the values met once in value order until no more can enter it. The stats come from
 * the same pass (their sums are exact, so the order of adding changes nothing).
 */
export function countDistinctValues(
  column: FacetColumn,
  result: ResultDocs,
  selector: TopValues,
  buffers: ScratchBuffers,
): FacetStats | undefined {
  const [docs, n] = result.members();
  const { docValue, numbers } = column;
  const docNumber = column.docNumber as Int32Array;
  const seen = buffers.counters("distinct-values", (column.values.length + 31) >>> 5);
  const again = buffers.workspace("distinct-values-again", n);
  let repeats = 0;
  let sum = 0;
  let count = 0;
  for (let i = 0; i < n; i++) {
    const doc = docs[i]!;
    const v = docValue[doc]!;
    if (v < 0) continue;
    const bit = 1 << (v & 31);
    if ((seen[v >>> 5]! & bit) !== 0) again[repeats++] = v;
    else seen[v >>> 5]! |= bit;
    sum += docNumber[doc]!;
    count++;
  }
  if (count === 0) return undefined;
  let first = 0;
  while (seen[first] === 0) first++;
  let last = seen.length - 1;
  while (seen[last] === 0) last--;
  const min = numbers![(first << 5) + 31 - Math.clz32(seen[first]! & -seen[first]!)]!;
  const max = numbers![(last << 5) + 31 - Math.clz32(seen[last]!)]!;
  // Values met more than once: listed with their counts, then taken out of the bitset.
  const repeated = again.subarray(0, repeats).sort();
  for (let i = 0; i < repeats; ) {
    const v = repeated[i]!;
    let j = i + 1;
    while (j < repeats && repeated[j] === v) j++;
    selector.add(v, 1 + j - i);
    seen[v >>> 5]! &= ~(1 << (v & 31));
    i = j;
  }
  // Values met once, in value order: each one's key is below every key listed before it, so the
  // list is complete once it is full.
  scan: for (let w = first; w <= last; w++) {
    let word = seen[w]!;
    while (word !== 0) {
      const low = word & -word;
      word ^= low;
      const v = (w << 5) + 31 - Math.clz32(low);
      if (selector.full) break scan;
      selector.add(v, 1);
    }
  }
  seen.fill(0, first, last + 1);
  return { min, max, avg: sum / count, sum };
}
