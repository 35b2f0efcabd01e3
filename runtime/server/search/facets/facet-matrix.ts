import { int32sOutsideHeap, uint16sOutsideHeap } from "../indexing/outside-heap.ts";
import type { ResultDocs } from "../indexing/result-docs.ts";
import type { FacetColumn } from "./facet-column.ts";

/**
 * The value ids of every single-valued facet column laid out row by row (one row per document),
 * so one pass over a result's documents counts several facets at once with sequential reads.
 * Each cell holds the position of the document's value in a shared counts array; a document
 * without a value points at a spare slot after its column's values.
 */
export interface FacetMatrix {
  readonly columns: readonly FacetColumn[];
  /** Counts of column c's value v live at counts[offsets[c] + v]. */
  readonly offsets: Int32Array;
  /** 16-bit cells when every position fits, halving the memory a pass reads. */
  readonly cells: Uint16Array | Int32Array;
}

export function buildFacetMatrix(columns: readonly FacetColumn[], size: number): FacetMatrix {
  const width = columns.length;
  const offsets = int32sOutsideHeap(width + 1);
  columns.forEach((column, c) => {
    offsets[c + 1] = offsets[c]! + column.values.length + 1;
  });
  const cells =
    offsets[width]! <= 0xffff ? uint16sOutsideHeap(size * width) : int32sOutsideHeap(size * width);
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

/**
 * Counts the given matrix columns (by position) within the result into `counts`; over the
 * documents outside the result, subtracted from the totals, when those are fewer.
 */
export function countWithMatrix(
  matrix: FacetMatrix,
  result: ResultDocs,
  wanted: Int32Array,
  counts: Int32Array,
): void {
  const complement = result.complementIsSmaller;
  const [docs, n] = complement ? result.nonMembers() : result.members();
  countRows(matrix.cells, matrix.columns.length, docs, n, wanted, counts);
  if (!complement) return;
  for (const c of wanted) {
    const column = matrix.columns[c]!;
    const offset = matrix.offsets[c]!;
    for (let v = 0; v < column.values.length; v++) {
      counts[offset + v] = column.totals[v]! - counts[offset + v]!;
    }
  }
}

/**
 * Adds one to the counter of each wanted cell of the listed rows, four cells at a time: the four
 * increments are independent, so a run of documents sharing a value does not wait on itself.
 */
function countRows(
  cells: Uint16Array | Int32Array,
  width: number,
  docs: Int32Array,
  n: number,
  wanted: Int32Array,
  counts: Int32Array,
): void {
  const columnCount = wanted.length;
  const inFours = columnCount & ~3;
  for (let i = 0; i < n; i++) {
    const base = docs[i]! * width;
    let j = 0;
    for (; j < inFours; j += 4) {
      const a = cells[base + wanted[j]!]!;
      const b = cells[base + wanted[j + 1]!]!;
      const c = cells[base + wanted[j + 2]!]!;
      const d = cells[base + wanted[j + 3]!]!;
      counts[a]!++;
      counts[b]!++;
      counts[c]!++;
      counts[d]!++;
    }
    for (; j < columnCount; j++) counts[cells[base + wanted[j]!]!]!++;
  }
}
