import { int32sOutsideHeap, uint16sOutsideHeap } from "../indexing/outside-heap.ts";
import type { ResultDocs } from "../indexing/result-docs.ts";
import type { FacetColumn } from "./facet-column.ts";
import { groupColumns, type MatrixGroup } from "./matrix-groups.ts";

/**
 * Single-valued facet columns laid out row by row (one row per document), so one pass over a
 * result's documents counts many facets at once with sequential reads. Columns are grouped (see
 * matrix-groups.ts) and a row holds one cell per group: the combination of the group's values
 * the document has, so a pass makes one increment per group rather than one per column
 * (model, make and badge, or a location and its city, state and dealership, go together).
 */
export interface FacetMatrix {
  readonly columns: readonly FacetColumn[];
  /** Counts of column c's value v live at counts[offsets[c] + v]; a spare slot follows them. */
  readonly offsets: Int32Array;
  readonly groups: readonly MatrixGroup[];
  /** Group of each column. */
  readonly groupOf: Int32Array;
  /** Combinations of group g are counted at combinationCounts[groupBase[g] + k]. */
  readonly groupBase: Int32Array;
  /** Each document's combination in each group, as its position in the combinations' counts. */
  readonly cells: Uint16Array | Int32Array;
}

export function buildFacetMatrix(columns: readonly FacetColumn[], size: number): FacetMatrix {
  const offsets = int32sOutsideHeap(columns.length + 1);
  columns.forEach((column, c) => {
    offsets[c + 1] = offsets[c]! + column.values.length + 1;
  });
  const { groups, combinationOf } = groupColumns(columns, offsets, size);
  const width = groups.length;
  const groupOf = int32sOutsideHeap(columns.length);
  const groupBase = int32sOutsideHeap(width + 1);
  groups.forEach((group, g) => {
    for (const c of group.columns) groupOf[c] = g;
    groupBase[g + 1] = groupBase[g]! + group.combinations;
  });
  const cells =
    groupBase[width]! <= 0xffff
      ? uint16sOutsideHeap(size * width)
      : int32sOutsideHeap(size * width);
  combinationOf.forEach((combination, g) => {
    const base = groupBase[g]!;
    for (let doc = 0; doc < size; doc++) cells[doc * width + g] = base + combination[doc]!;
  });
  return { columns, offsets, groups, groupOf, groupBase, cells };
}

/** Positions of the groups holding any of the given columns. */
function groupsOf(matrix: FacetMatrix, columns: Int32Array): Int32Array {
  const touched = new Set<number>();
  for (const c of columns) touched.add(matrix.groupOf[c]!);
  return Int32Array.from([...touched].sort((a, b) => a - b));
}

/**
 * Counts the given matrix columns (by position) within the result into `counts`; over the
 * documents outside the result, subtracted from the totals, when those are fewer.
 * `combinationCounts` is zero-filled working memory of the matrix's combinations, left so.
 */
export function countWithMatrix(
  matrix: FacetMatrix,
  result: ResultDocs,
  wanted: Int32Array,
  counts: Int32Array,
  combinationCounts: Int32Array,
): void {
  const complement = result.complementIsSmaller;
  const [docs, n] = complement ? result.nonMembers() : result.members();
  const groups = groupsOf(matrix, wanted);
  const width = matrix.groups.length;
  if (groups.length === width) countWholeRows(matrix.cells, width, docs, n, combinationCounts);
  else countRows(matrix.cells, width, docs, n, groups, combinationCounts);
  for (const g of groups) {
    const group = matrix.groups[g]!;
    const width = group.columns.length;
    const columnsWanted: number[] = [];
    for (let j = 0; j < width; j++) if (wanted.includes(group.columns[j]!)) columnsWanted.push(j);
    const base = matrix.groupBase[g]!;
    const slots = group.slots;
    for (let k = 0; k < group.combinations; k++) {
      const count = combinationCounts[base + k]!;
      if (count === 0) continue;
      combinationCounts[base + k] = 0;
      for (const j of columnsWanted) counts[slots[k * width + j]!]! += count;
    }
  }
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
 * Adds one to the counter of every cell of the listed rows (every facet asked for, the common
 * case): the cells of a row are read in a run, with no list of wanted cells to look up, twice as
 * fast. Rows of four cells are read unrolled, four independent increments.
 */
function countWholeRows(
  cells: Uint16Array | Int32Array,
  width: number,
  docs: Int32Array,
  n: number,
  counts: Int32Array,
): void {
  if (width === 4) {
    for (let i = 0; i < n; i++) {
      const base = docs[i]! << 2;
      const a = cells[base]!;
      const b = cells[base + 1]!;
      const c = cells[base + 2]!;
      const d = cells[base + 3]!;
      counts[a]!++;
      counts[b]!++;
      counts[c]!++;
      counts[d]!++;
    }
    return;
  }
  for (let i = 0; i < n; i++) {
    const base = docs[i]! * width;
    const end = base + width;
    for (let j = base; j < end; j++) counts[cells[j]!]!++;
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
  const cellCount = wanted.length;
  const inFours = cellCount & ~3;
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
    for (; j < cellCount; j++) counts[cells[base + wanted[j]!]!]!++;
  }
}
