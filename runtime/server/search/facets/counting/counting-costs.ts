import type { ResultDocs } from "../../indexing/result-docs.ts";
import type { FacetColumn } from "../facet-column.ts";
import { countsDistinctValues } from "./distinct-values.ts";

/** The ways to count a column's values within a result (see summarizeColumn). */
export type Strategy = "bitsets" | "members" | "complement" | "postings" | "distinct";

/**
 * Nanoseconds per step measured on a small 2-core server, to compare strategies: a popcount of
 * one stored bitset word against the result, counting one value of a listed document, reaching
 * one row of the facet matrix, counting one cell of it and one of its combinations into a
 * column's counts, one step of a loop over values, one
 * value reached in a walk (finding its first word within the result), one value held by a few
 * documents reached in a walk (then each of them is a posting read), one posting read in value
 * order (0.38 of a listed document's count for kilometres at 100,000), what a document adds
 * when its value's counter is out of the cache (see scatteredCounts), reading one listed
 * document's number for a column's stats (1.3 ms for 285,000 kilometres at 1,000,000), and
 * counting one listed document of a column of values held once (see countDistinctValues).
 */
export const cost = {
  popcountWord: 3.5,
  countDoc: 8,
  matrixRow: 6,
  matrixCell: 3.5,
  combination: 1.5,
  valueLoop: 1,
  scanPosting: 3,
  walkValue: 20,
  walkFewHeld: 5,
  scatteredCount: 20,
  statsDoc: 4.5,
  distinctDoc: 6,
};

/** Counters a column may have and still stay in a core's cache when hit at random. */
const cachedCounters = 4096;
/** Documents of a result whose values tell how scattered its values are. */
const scatterSample = 256;

/**
 * What counting a result's documents one by one adds when their values scatter over a column of
 * many values: the values they bring beyond what the cache holds, each a miss of it for its
 * counter and its number (kilometres of used cars). From an even sample of the documents, the
 * share that brings a value of its own: near 1 when each holds a different value, near 0 when they
 * share a few (kilometres of new cars). Columns with few values stay in the cache.
 */
function scatteredCounts(column: FacetColumn, result: ResultDocs): number {
  if (column.multiValued || column.values.length <= cachedCounters) return 0;
  if (result.count <= cachedCounters) return 0;
  const [docs, n] = result.members();
  const step = Math.max(1, Math.floor(n / scatterSample));
  const seen = new Set<number>();
  let sampled = 0;
  for (let i = 0; i < n; i += step) {
    seen.add(column.docValue[docs[i]!]!);
    sampled++;
  }
  const scattered = (n * seen.size) / sampled;
  return Math.max(0, scattered - cachedCounters) * cost.scatteredCount;
}

/**
 * The estimated cost of each strategy for the column within the result; `partPostings`: the
 * postings within a part the result lies within, which a scan of postings then reads alone.
 */
export function estimates(
  column: FacetColumn,
  result: ResultDocs,
  partPostings = column.postingDocs.length,
): [Strategy, number][] {
  const valueCount = column.values.length;
  const postings = column.postingDocs.length;
  const perDoc = column.multiValued ? postings / Math.max(1, column.size) : 1;
  return [
    [
      "bitsets",
      column.wordIndex.length * result.occupiedShare * cost.popcountWord +
        valueCount * cost.valueLoop +
        column.repeatedValues * cost.walkValue +
        fewHeldWalk(column),
    ],
    ["members", result.count * perDoc * cost.countDoc + scatteredCounts(column, result)],
    [
      "complement",
      (result.size - result.count) * perDoc * cost.countDoc + 3 * valueCount * cost.valueLoop,
    ],
    [
      "postings",
      column.multiValued
        ? Number.POSITIVE_INFINITY
        : partPostings * cost.scanPosting + valueCount * cost.valueLoop,
    ],
    [
      "distinct",
      countsDistinctValues(column) ? result.count * cost.distinctDoc : Number.POSITIVE_INFINITY,
    ],
  ];
}

/** Estimated cost of summarizing the column on its own, by its cheapest strategy. */
export function columnCost(column: FacetColumn, result: ResultDocs): number {
  return Math.min(...estimates(column, result).map((option) => option[1]));
}

/**
 * What a walk costs at least when most values are held by one document (listing times) or a few
 * (kilometres): it reaches every value held twice or more before the list can settle, unless the
 * result holds many of them twice. Kilometres are then counted at once rather than walked on
 * speculation, walked over budget and counted on top.
 */
export function repeatedWalk(column: FacetColumn, result: ResultDocs): number {
  return (
    column.repeatedValues * cost.walkValue +
    column.repeatedWords * result.occupiedShare * cost.popcountWord +
    fewHeldWalk(column)
  );
}

/** What a walk spends on the values held by two to `fewDocuments` documents. */
export function fewHeldWalk(column: FacetColumn): number {
  return column.fewHeldValues * cost.walkFewHeld + column.fewHeldPostings * cost.scanPosting;
}

/** Stored words of the `maxValues` most frequent values. */
export function shortestWalk(column: FacetColumn, maxValues: number): number {
  let words = 0;
  for (let i = 0; i < maxValues && i < column.byTotal.length; i++) {
    const v = column.byTotal[i]!;
    words += column.wordOffsets[v + 1]! - column.wordOffsets[v]! + 1;
  }
  return words;
}
