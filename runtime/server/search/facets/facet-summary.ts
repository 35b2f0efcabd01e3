import type { EngineState } from "../indexing/engine-state.ts";
import type { ResultDocs } from "../indexing/result-docs.ts";
import { columnCost, cost, summarizeColumn, wholeIndexSummary } from "./facet-counts.ts";
import { countWithMatrix } from "./facet-matrix.ts";
import { type FacetSummary, statsFromCounts, TopValues } from "./top-values.ts";

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
  for (const column of columns) {
    if (useMatrix && inMatrix.includes(column)) continue;
    summaries.set(column.attribute, summarizeColumn(column, result, maxValues, state.buffers));
  }
  return summaries;
}
