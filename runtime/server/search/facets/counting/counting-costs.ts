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
/** The sampled values (queries run one at a time). */
const sampled = new Int32Array(2 * scatterSample);

/** A part of the documents a result lies within (used cars): its postings and its values. */
export interface PartSize {
  postings: number;
  values: number;
}

/**
 * What counting a result's documents one by one adds when their values scatter over a column of
 * many values: the values they bring beyond what the cache holds, each a miss of it for its
 * counter and its number (kilometres of used cars). From an even sample of the documents: a value
 * met twice there is one of a few that many documents share (new cars' kilometres), counted once;
 * each value met once stands for n / sampled documents' values, one each at most. No result
 * holds more values than its column, or its part, has. Columns with few values stay in the cache.
 */
function scatteredCounts(column: FacetColumn, result: ResultDocs, part?: PartSize): number {
  if (column.multiValued || column.values.length <= cachedCounters) return 0;
  if (result.count <= cachedCounters) return 0;
  const [docs, n] = result.members();
  const step = Math.max(1, Math.floor(n / scatterSample));
  let taken = 0;
  for (let i = 0; i < n && taken < sampled.length; i += step)
    sampled[taken++] = column.docValue[docs[i]!]!;
  const sample = sampled.subarray(0, taken).sort();
  let once = 0;
  let repeated = 0;
  for (let i = 0; i < taken; ) {
    let j = i + 1;
    while (j < taken && sample[j] === sample[i]) j++;
    if (j - i === 1) once++;
    else repeated++;
    i = j;
  }
  const values = Math.min(repeated + (once * n) / taken, part ? part.values : column.values.length);
  return Math.max(0, values - cachedCounters) * cost.scatteredCount;
}

/**
 * The estimated cost of each strategy for the column within the result; `part`: the part the
 * result lies within, whose postings a scan of postings then reads alone.
 */
export function estimates(
  column: FacetColumn,
  result: ResultDocs,
  part?: PartSize,
): [Strategy, number][] {
  const partPostings = part ? part.postings : column.postingDocs.length;
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
    ["members", result.count * perDoc * cost.countDoc + scatteredCounts(column, result, part)],
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
  let cheapest = Number.POSITIVE_INFINITY;
  for (const option of estimates(column, result)) cheapest = Math.min(cheapest, option[1]);
  return cheapest;
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
