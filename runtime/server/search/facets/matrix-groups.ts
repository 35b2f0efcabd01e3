import { int32sOutsideHeap } from "../indexing/outside-heap.ts";
import type { FacetColumn } from "./facet-column.ts";

/** Columns of the facet matrix counted together through the combinations of their values. */
export interface MatrixGroup {
  /** Matrix positions of its columns. */
  readonly columns: Int32Array;
  /** Combinations of the columns' values some document has. */
  readonly combinations: number;
  /**
   * Where combination k counts for the group's column j: slots[k * columns.length + j] is that
   * column's counts position (offsets[c] + value id, or the spare slot of documents without one).
   */
  readonly slots: Int32Array;
}

/**
 * Combinations a group may have: their counters stay in a core's fastest cache when a pass hits
 * them at random.
 */
const maxCombinations = 4096;
/** Pairs (combination, value) a trial may tabulate. */
const maxPairs = 1 << 20;

interface Forming {
  columns: number[];
  /** Each document's combination so far. */
  combination: Int32Array;
  count: number;
}

/**
 * Groups the columns, each joining the group its values grow least (fewest combinations per
 * combination before), while the group stays within `maxCombinations`; otherwise it starts one.
 * Columns that go together (a model and its make, a location and its city) add almost nothing.
 * Returns the groups and each document's combination in each group.
 */
export function groupColumns(
  columns: readonly FacetColumn[],
  offsets: Int32Array,
  size: number,
): { groups: MatrixGroup[]; combinationOf: Int32Array[] } {
  let widest = 0;
  for (const column of columns) widest = Math.max(widest, column.values.length + 1);
  // Sized for a small stock's few combinations as well (a group has no more than its documents).
  const table = int32sOutsideHeap(
    Math.min(maxPairs, (Math.min(size, maxCombinations) + 1) * widest),
  );
  const forming: Forming[] = [];
  columns.forEach((column, c) => {
    let best: Forming | undefined;
    let bestGrowth = Number.POSITIVE_INFINITY;
    for (const group of forming) {
      const combined = combine(group, column, size, table, false);
      if (combined <= maxCombinations && combined / group.count < bestGrowth) {
        best = group;
        bestGrowth = combined / group.count;
      }
    }
    if (!best) {
      best = { columns: [], combination: int32sOutsideHeap(size), count: 1 };
      forming.push(best);
    }
    best.count = combine(best, column, size, table, true);
    best.columns.push(c);
  });
  const groups = forming.map((group) => ({
    columns: Int32Array.from(group.columns),
    combinations: group.count,
    slots: slotsOf(group, columns, offsets, size),
  }));
  return { groups, combinationOf: forming.map((group) => group.combination) };
}

/** The value slot of a document in a column: its value id, or the spare one after the values. */
function cellOf(column: FacetColumn, doc: number): number {
  const id = column.docValue[doc]!;
  return id >= 0 ? id : column.values.length;
}

/**
 * Combinations the group would have with the column (more than maxCombinations when over it,
 * or when there are too many pairs to tabulate); with `apply`, numbers them into the group's.
 */
function combine(
  group: Forming,
  column: FacetColumn,
  size: number,
  table: Int32Array,
  apply: boolean,
): number {
  const slotCount = column.values.length + 1;
  const pairs = group.count * slotCount;
  if (pairs > table.length) return Number.POSITIVE_INFINITY;
  table.fill(-1, 0, pairs);
  const { combination } = group;
  const docValue = column.docValue;
  const spare = column.values.length;
  let count = 0;
  for (let doc = 0; doc < size; doc++) {
    const id = docValue[doc]!;
    const key = combination[doc]! * slotCount + (id >= 0 ? id : spare);
    let next = table[key]!;
    if (next < 0) {
      next = count++;
      table[key] = next;
      if (!apply && count > maxCombinations) return count;
    }
    if (apply) combination[doc] = next;
  }
  return count;
}

function slotsOf(
  group: Forming,
  columns: readonly FacetColumn[],
  offsets: Int32Array,
  size: number,
): Int32Array {
  const width = group.columns.length;
  const slots = int32sOutsideHeap(group.count * width);
  const seen = new Uint8Array(group.count);
  for (let doc = 0; doc < size; doc++) {
    const k = group.combination[doc]!;
    if (seen[k]) continue;
    seen[k] = 1;
    group.columns.forEach((c, j) => {
      slots[k * width + j] = offsets[c]! + cellOf(columns[c]!, doc);
    });
  }
  return slots;
}
