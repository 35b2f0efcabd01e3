import type { ResultDocs } from "../../indexing/result-docs.ts";
import type { FacetColumn } from "../facet-column.ts";
import type { FacetStats, TopValues } from "../top-values.ts";
import { addValue, emptyStats, statsOfAccumulated } from "./value-walk.ts";

/**
 * Counts every value of a single-valued column within the result by reading its postings in value
 * order, one bit test each: no counters, and a number column's stats come in the same pass. Its
 * cost is the column's size whatever the result's, so it wins for many values and large results
 * (kilometres, listing times: nearly a value per document).
 */
export function scanPostings(
  column: FacetColumn,
  result: ResultDocs,
  selector: TopValues,
): FacetStats | undefined {
  const { postingOffsets, postingDocs } = column;
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
