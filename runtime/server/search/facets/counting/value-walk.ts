import type { ResultDocs } from "../../indexing/result-docs.ts";
import {
  countWithin,
  type FacetColumn,
  type FewHeldValues,
  fewDocuments,
} from "../facet-column.ts";
import type { FacetStats, TopValues } from "../top-values.ts";
import { countDense } from "../value-words.ts";
import { cost, fewHeldWalk } from "./counting-costs.ts";

/** Running min, max, sum and count of a number column's values met so far. */
export interface StatsAccumulator {
  min: number;
  max: number;
  sum: number;
  count: number;
}

export function emptyStats(): StatsAccumulator {
  return { min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY, sum: 0, count: 0 };
}

export function statsOfAccumulated(
  acc: StatsAccumulator,
  numbers: Float64Array | undefined,
): FacetStats | undefined {
  return acc.count === 0 || !numbers
    ? undefined
    : { min: acc.min, max: acc.max, avg: acc.sum / acc.count, sum: acc.sum };
}

/**
 * Visits values from most to least frequent in the whole index, counting each one within the
 * result, until no remaining value can enter the list. Gives up (finished: false) past `budget`
 * stored words. With `withStats`, when it visited every value, its `stats` are those of the whole
 * result (a walk that stops early leaves them to another pass, so one over a column of many
 * values need not read the number of each value it meets).
 * `deriveTop`: every value will be visited (the list has room for all), so the most frequent
 * one may be worked out from the others (see FacetColumn.missingWords).
 */
export function walkByTotal(
  column: FacetColumn,
  result: ResultDocs,
  selector: TopValues,
  budget: number,
  { deriveTop, withStats }: { deriveTop: boolean; withStats: boolean },
) {
  const { byTotal, totals, wordOffsets, missingWords, postingOffsets, postingDocs } = column;
  const set = result.set!;
  const [fromWord, toWord] = result.occupied();
  const share = result.occupiedShare;
  const numbers = withStats && column.kind === "number" ? column.numbers : undefined;
  const derived = deriveTop && missingWords ? byTotal[0] : undefined;
  const acc = emptyStats();
  let visited = 0;
  let everyValue = true;
  const few = column.fewHeld;
  // Values stored in more than half the words (so in more than half the occupied ones, about) are
  // counted on their full bitsets.
  const denseFrom = column.hasBitsets ? set.length / 2 : Number.POSITIVE_INFINITY;
  for (let i = derived === undefined ? 0 : 1; i < byTotal.length; i++) {
    if (few && i === few.from) {
      visited += fewHeldWalk(column) / cost.popcountWord;
      if (visited > budget) return { finished: false, visitedEveryValue: false, stats: undefined };
      if (!walkFewHeld(few, byTotal, set, selector, numbers, acc)) {
        everyValue = false;
        break;
      }
      i = few.to - 1;
      continue;
    }
    const v = byTotal[i]!;
    if (totals[v] === 0) break;
    // Along byTotal this bound never increases: once it cannot enter the list, nothing can.
    if (selector.full && selector.keyOf(v, totals[v]!) <= selector.lowestKey) {
      everyValue = false;
      break;
    }
    let count = 0;
    if (totals[v]! <= fewDocuments) {
      for (let p = postingOffsets[v]!; p < postingOffsets[v + 1]!; p++) {
        const doc = postingDocs[p]!;
        count += (set[doc >>> 5]! >>> (doc & 31)) & 1;
      }
      visited += (totals[v]! * cost.scanPosting + cost.walkFewHeld) / cost.popcountWord;
    } else {
      const words = wordOffsets[v + 1]! - wordOffsets[v]!;
      count =
        words > denseFrom
          ? countDense(column.docsOf(v), set, fromWord, toWord)
          : countWithin(column, v, set, fromWord, toWord);
      visited += words * share + 1;
    }
    if (count > 0) addValue(selector, numbers, acc, v, count);
    if (visited > budget) return { finished: false, visitedEveryValue: false, stats: undefined };
  }
  if (derived !== undefined) {
    const withoutValue = countWithin(missingWords!, 0, set, fromWord, toWord);
    const count = result.count - withoutValue - acc.count;
    if (count > 0) addValue(selector, numbers, acc, derived, count);
  }
  return { finished: true, visitedEveryValue: everyValue, stats: statsOfAccumulated(acc, numbers) };
}

/**
 * The walk through the values held by a few documents (see FewHeldValues), in order; false when
 * it stopped because no remaining value can enter the list.
 */
function walkFewHeld(
  few: FewHeldValues,
  byTotal: Int32Array,
  set: Uint32Array,
  selector: TopValues,
  numbers: Float64Array | undefined,
  acc: StatsAccumulator,
): boolean {
  const { ends, docs, bounds } = few;
  let p = 0;
  for (let k = 0; k < ends.length; k++) {
    if (selector.full && bounds[k]! <= selector.lowestKey) return false;
    let count = 0;
    for (const end = ends[k]!; p < end; p++) {
      const doc = docs[p]!;
      count += (set[doc >>> 5]! >>> (doc & 31)) & 1;
    }
    if (count > 0) addValue(selector, numbers, acc, byTotal[few.from + k]!, count);
  }
  return true;
}

/**
 * Lists a value's count (unless it cannot enter the list, found without reading the value's
 * rank), and adds it to the statistics of a number column.
 */
export function addValue(
  selector: TopValues,
  numbers: Float64Array | undefined,
  acc: StatsAccumulator,
  v: number,
  count: number,
): void {
  if (!selector.cannotEnter(count)) selector.add(v, count);
  acc.count += count;
  if (!numbers) return;
  const value = numbers[v]!;
  if (value < acc.min) acc.min = value;
  if (value > acc.max) acc.max = value;
  acc.sum += value * count;
}
