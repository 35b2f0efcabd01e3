import type { EngineState } from "./engine-state.ts";
import type { FacetColumn } from "./facet-column.ts";
import { columnCost, cost, summarizeColumn, wholeIndexSummary } from "./facet-counts.ts";
import { countWithMatrix } from "./facet-matrix.ts";
import { statsOfColumns, statsWithin } from "./facet-stats.ts";
import type { ResultDocs } from "./result-docs.ts";
import { type FacetStats, type FacetSummary, statsFromCounts, TopValues } from "./top-values.ts";

/**
 * Summaries of the named facets within a result. Single-valued columns are counted together in
 * one pass over the facet matrix when that is cheaper than counting them one by one.
 */
export function summarizeFacets(
  state: EngineState,
  names: readonly string[],
  result: ResultDocs,
  maxValues: number,
): Map<string, FacetSummary> {
  const summaries = new Map<string, FacetSummary>();
  const columns = names.map((name) => state.columns.get(name)!);
  if (result.allDocuments) {
    for (const column of columns)
      summaries.set(column.attribute, wholeIndexSummary(column, maxValues));
    return summaries;
  }
  // Columns whose own best way costs more than a cell of the shared pass join it, if together
  // they save more than the pass costs (every document's row has to be reached).
  const matrix = state.matrix;
  const inMatrix = columns.filter(
    (column) =>
      matrix.columns.includes(column) &&
      columnCost(column, result) > result.passLength * cost.matrixCell,
  );
  const separately = inMatrix.reduce((sum, column) => sum + columnCost(column, result), 0);
  const together = result.passLength * (cost.matrixRow + cost.matrixCell * inMatrix.length);
  const useMatrix = inMatrix.length > 0 && together < separately;
  const wanted = Int32Array.from(inMatrix, (column) => matrix.columns.indexOf(column));
  if (useMatrix) {
    const counts = state.buffers.counters("matrix", matrix.offsets.at(-1)!);
    countWithMatrix(matrix, result, wanted, counts);
    for (const c of wanted) {
      const column = matrix.columns[c]!;
      const offset = matrix.offsets[c]!;
      const selector = new TopValues(column, maxValues);
      selector.addAll(counts, offset);
      summaries.set(column.attribute, {
        top: selector.top(),
        stats: statsFromCounts(column, counts, offset),
      });
      counts.fill(0, offset, offset + column.values.length + 1);
    }
  }
  const statsOf = sharedStats(columns, result, maxValues);
  for (const column of columns) {
    if (useMatrix && inMatrix.includes(column)) continue;
    summaries.set(
      column.attribute,
      summarizeColumn(column, result, maxValues, state.buffers, statsOf),
    );
  }
  return summaries;
}

/**
 * Stats of number columns with more values than the list holds (a walk through their values
 * may stop early and leave their stats to a pass of their own), all worked out in one pass
 * when the first is asked for.
 */
function sharedStats(columns: readonly FacetColumn[], result: ResultDocs, maxValues: number) {
  const candidates = columns.filter(
    (column) => column.kind === "number" && column.values.length > maxValues,
  );
  let known: Map<FacetColumn, FacetStats | undefined> | undefined;
  return (column: FacetColumn): FacetStats | undefined => {
    if (!candidates.includes(column)) return statsWithin(column, result);
    known ??= statsOfColumns(candidates, result);
    return known.get(column);
  };
}
