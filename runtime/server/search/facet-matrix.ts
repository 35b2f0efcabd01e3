import type { FacetColumn } from "./facet-column.ts";
import type { ResultDocs } from "./result-docs.ts";

/**
 * The value ids of every single-valued facet column laid out row by row (one row per document),
 * so one pass over a result's documents counts all those facets at once with sequential reads.
 * Each cell holds the position of the document's value in a shared counts array; a document
 * without a value points at a spare slot after its column's values.
 */
export interface FacetMatrix {
  readonly columns: readonly FacetColumn[];
  /** Counts of column c's value v live at counts[offsets[c] + v]. */
  readonly offsets: Int32Array;
  readonly cells: Int32Array;
}

export function buildFacetMatrix(columns: readonly FacetColumn[], size: number): FacetMatrix {
  const width = columns.length;
  const offsets = new Int32Array(width + 1);
  columns.forEach((column, c) => {
    offsets[c + 1] = offsets[c]! + column.values.length + 1;
  });
  const cells = new Int32Array(size * width);
  columns.forEach((column, c) => {
    const base = offsets[c]!;
    const spare = base + column.values.length;
    for (let doc = 0; doc < size; doc++) {
      const id = column.docValue[doc]!;
      cells[doc * width + c] = id >= 0 ? base + id : spare;
    }
  });
  return { columns, offsets, cells };
}

/** Counts every matrix column within the result into `counts` (length offsets[width]). */
export function countWithMatrix(matrix: FacetMatrix, result: ResultDocs, counts: Int32Array) {
  const width = matrix.columns.length;
  const cells = matrix.cells;
  const complement = result.complementIsSmaller;
  const [docs, n] = complement ? result.nonMembers() : result.members();
  for (let i = 0; i < n; i++) {
    const base = docs[i]! * width;
    for (let c = 0; c < width; c++) counts[cells[base + c]!]!++;
  }
  if (!complement) return;
  matrix.columns.forEach((column, c) => {
    const offset = matrix.offsets[c]!;
    for (let v = 0; v < column.values.length; v++) {
      counts[offset + v] = column.totals[v]! - counts[offset + v]!;
    }
  });
}

/** Estimated nanoseconds of one counting pass (see facet-counts.ts for the scale). */
export function matrixCost(matrix: FacetMatrix, result: ResultDocs): number {
  return result.passLength * matrix.columns.length * 1.5 + matrix.offsets.at(-1)!;
}
