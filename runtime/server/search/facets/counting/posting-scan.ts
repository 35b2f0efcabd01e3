import type { ResultDocs, ScratchBuffers } from "../../indexing/result-docs.ts";
import type { FacetColumn } from "../facet-column.ts";
import type { FacetStats, TopValues } from "../top-values.ts";
import type { PartPostings } from "./partition-walk.ts";
import { addValue, emptyStats, statsOfAccumulated } from "./value-walk.ts";

/**
 * Postings a value has on average from which one flat pass over them (see scanPostingsFlat)
 * beats a loop per value: kilometres (six a value at 1,000,000) rather than listing times (one).
 */
const flatFromPostingsPerValue = 2;

/**
 * Counts every value of a single-valued column within the result by reading its postings in value
 * order, one bit test each: no counters, and a number column's stats come in the same pass. Its
 * cost is the column's size whatever the result's, so it wins for many values and large results
 * (kilometres, listing times: nearly a value per document). `postings`: the column's postings
 * within a part the result lies within (used cars' kilometres), when it has them.
 */
export function scanPostings(
  column: FacetColumn,
  result: ResultDocs,
  selector: TopValues,
  buffers: ScratchBuffers,
  postings: PartPostings = { offsets: column.postingOffsets, docs: column.postingDocs },
): FacetStats | undefined {
  const { offsets: postingOffsets, docs: postingDocs } = postings;
  if (postingDocs.length >= flatFromPostingsPerValue * column.values.length) {
    return scanPostingsFlat(column, postings, result.set!, selector, buffers);
  }
  const set = result.set!;
  const numbers = column.kind === "number" ? column.numbers : undefined;
  const acc = emptyStats();
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
  return statsOfAccumulated(acc, numbers);
}

/**
 * The same counts and stats as the loop per value, with no branch a processor could mispredict
 * in its two passes: the first runs over every posting, noting how many of the postings so far
 * lie within the result; the second reads each value's count off those running totals at its
 * postings' two ends. Values whose count cannot enter the list are passed over (a full list's
 * lowest count, which only grows, tells them). Stats add each value times its count, zero counts
 * included (adding zero leaves a sum as it was), so they are those of the loop per value.
 */
function scanPostingsFlat(
  column: FacetColumn,
  { offsets: postingOffsets, docs: postingDocs }: PartPostings,
  set: Uint32Array,
  selector: TopValues,
  buffers: ScratchBuffers,
): FacetStats | undefined {
  const postings = postingDocs.length;
  const within = buffers.workspace("posting-scan", postings);
  let count = 0;
  for (let i = 0; i < postings; i++) {
    const doc = postingDocs[i]!;
    count += (set[doc >>> 5]! >>> (doc & 31)) & 1;
    within[i] = count;
  }
  const valueCount = column.values.length;
  const numbers = column.kind === "number" ? column.numbers : undefined;
  let before = 0;
  let sum = 0;
  let fewest = 1;
  for (let v = 0; v < valueCount; v++) {
    const end = postingOffsets[v + 1]!;
    const upTo = end > 0 ? within[end - 1]! : 0;
    const n = upTo - before;
    before = upTo;
    if (numbers) sum += numbers[v]! * n;
    if (n >= fewest && !selector.cannotEnter(n)) {
      selector.add(v, n);
      if (selector.full) fewest = Math.max(1, Math.floor(selector.lowestKey / valueCount));
    }
  }
  if (!numbers || count === 0) return undefined;
  const countOf = (v: number) => {
    const from = postingOffsets[v]!;
    const to = postingOffsets[v + 1]!;
    return to === from ? 0 : within[to - 1]! - (from > 0 ? within[from - 1]! : 0);
  };
  let first = 0;
  while (countOf(first) === 0) first++;
  let last = valueCount - 1;
  while (countOf(last) === 0) last--;
  return { min: numbers[first]!, max: numbers[last]!, avg: sum / count, sum };
}
