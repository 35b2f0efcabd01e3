import type { ResultDocs, ScratchBuffers } from "../../indexing/result-docs.ts";
import type { FacetColumn } from "../facet-column.ts";
import { statsWithin } from "../facet-stats.ts";
import { type FacetSummary, TopValues } from "../top-values.ts";
import { cost, estimates, repeatedWalk, shortestWalk } from "./counting-costs.ts";
import { countDistinctValues } from "./distinct-values.ts";
import { countByDocuments } from "./document-counts.ts";
import {
  type PartitionWalks,
  partOfResult,
  partWalkCost,
  walkWithinPart,
} from "./partition-walk.ts";
import { scanPostings } from "./posting-scan.ts";
import { walkByTotal } from "./value-walk.ts";

/**
 * Top values (and numeric stats) of one column within a result, by the cheapest of: a popcount of
 * each value's stored bitset against the result, values taken from most to least frequent overall
 * and stopping once no remaining value can enter the list; counting the values of the result's
 * documents (small results); or of the documents outside it (large results); or, for a column
 * with about a value per document, reading its postings in value order.
 */
export function summarizeColumn(
  column: FacetColumn,
  result: ResultDocs,
  maxValues: number,
  buffers: ScratchBuffers,
  partitions: readonly PartitionWalks[] = [],
): FacetSummary {
  if (result.allDocuments) return wholeIndexSummary(column, maxValues);
  const part = partWithin(partitions, result);
  const options = estimates(
    column,
    result,
    part && { postings: part.walks.sizes[part.u]!, values: part.walks.byCount[part.u]!.length },
  );
  let strategy = options[0]!;
  for (const option of options) if (option[1] < strategy[1]) strategy = option;
  // A result within one value of a partition column (used cars): a walk through the column's
  // counts there when it looks cheaper, within the best other way's budget; its stats take one
  // more pass.
  if (part) {
    const { walks, u } = part;
    const stats = column.kind === "number" ? result.passLength * cost.statsDoc : 0;
    const budget = strategy[1] - stats;
    if (partWalkCost(walks, u, result, maxValues) < budget) {
      const selector = new TopValues(column, maxValues);
      if (walkWithinPart(column, walks, u, result, selector, budget)) {
        return { top: selector.top(), stats: statsWithin(column, result) };
      }
    }
  }
  // With more values than the list holds, the walk may stop early: when even its shortest
  // possible course (the most frequent values until the list is full) is cheaper than the best
  // other way, try it within that budget, and fall back when it runs over.
  if (
    strategy[0] === "bitsets" ||
    (column.values.length > maxValues &&
      repeatedWalk(column, result) < strategy[1] &&
      shortestWalk(column, maxValues) * result.occupiedShare * cost.popcountWord < strategy[1])
  ) {
    const selector = new TopValues(column, maxValues);
    const budget = strategy[0] === "bitsets" ? Number.POSITIVE_INFINITY : strategy[1];
    const everyValue = column.values.length <= maxValues;
    const walk = walkByTotal(column, result, selector, budget / cost.popcountWord, {
      deriveTop: everyValue,
      withStats: everyValue,
    });
    if (walk.finished) {
      const stats = everyValue && walk.visitedEveryValue ? walk.stats : statsWithin(column, result);
      return { top: selector.top(), stats };
    }
    if (strategy[0] === "bitsets") throw new Error("an unbounded walk always finishes");
  }
  const selector = new TopValues(column, maxValues);
  const kind = strategy[0];
  const stats =
    kind === "postings"
      ? scanPostings(column, result, selector, buffers, part?.walks.postings[part.u])
      : kind === "distinct"
        ? countDistinctValues(column, result, selector, buffers)
        : countByDocuments(column, result, kind, selector, buffers);
  return { top: selector.top(), stats };
}

/** The first partition with a value every document of the result holds, and that value. */
function partWithin(partitions: readonly PartitionWalks[], result: ResultDocs) {
  for (const walks of partitions) {
    const u = partOfResult(walks, result);
    if (u !== undefined) return { walks, u };
  }
  return undefined;
}

/** The column's top values and stats over every document, as the index keeps them. */
export function wholeIndexSummary(column: FacetColumn, maxValues: number): FacetSummary {
  const top: [string, number][] = [];
  for (let i = 0; i < column.byTotal.length && top.length < maxValues; i++) {
    const id = column.byTotal[i]!;
    if (column.totals[id] === 0) break;
    top.push([column.values[id]!, column.totals[id]!]);
  }
  return { top, stats: column.totalStats };
}
