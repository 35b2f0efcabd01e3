import type { EngineState } from "../indexing/engine-state.ts";
import type { ResultDocs } from "../indexing/result-docs.ts";
import { columnCost, cost } from "./counting/counting-costs.ts";
import { summarizeColumn, wholeIndexSummary } from "./counting/summarize-column.ts";
import type { FacetColumn } from "./facet-column.ts";
import { countWithMatrix, type FacetMatrix } from "./facet-matrix.ts";
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
  const matrix = state.matrix;
  const inMatrix = matrixPlan(matrix, columns, result);
  const useMatrix = inMatrix.length > 0;
  const wanted = Int32Array.from(inMatrix, (column) => matrix.columns.indexOf(column));
  if (useMatrix) {
    const counts = state.buffers.counters("matrix", matrix.offsets.at(-1)!);
    const combinationCounts = state.buffers.counters("combinations", matrix.groupBase.at(-1)!);
    countWithMatrix(matrix, result, wanted, counts, combinationCounts);
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
    if (inMatrix.includes(column)) continue;
    summaries.set(
      column.attribute,
      summarizeColumn(
        column,
        result,
        maxValues,
        state.buffers,
        state.partitionWalks.get(column.attribute),
      ),
    );
  }
  return summaries;
}

/**
 * The columns to count in one pass over the facet matrix: those of each group whose cell and
 * combinations cost less than counting its columns on their own, if together they save more than
 * reaching every document's row costs.
 */
function matrixPlan(
  matrix: FacetMatrix,
  columns: readonly FacetColumn[],
  result: ResultDocs,
): FacetColumn[] {
  const byGroup = new Map<number, FacetColumn[]>();
  for (const column of columns) {
    const c = matrix.columns.indexOf(column);
    if (c < 0) continue;
    const g = matrix.groupOf[c]!;
    const members = byGroup.get(g);
    if (members) members.push(column);
    else byGroup.set(g, [column]);
  }
  const chosen: FacetColumn[] = [];
  let saving = 0;
  for (const [g, members] of byGroup) {
    const separately = members.reduce((sum, column) => sum + columnCost(column, result), 0);
    const together =
      result.passLength * cost.matrixCell +
      matrix.groups[g]!.combinations * members.length * cost.combination;
    if (together >= separately) continue;
    chosen.push(...members);
    saving += separately - together;
  }
  return saving > result.passLength * cost.matrixRow ? chosen : [];
}
