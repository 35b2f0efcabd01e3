import type { FacetColumn } from "./facet-column.ts";

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

export interface FacetSummary {
  /** Up to maxValues [value, count] pairs, highest count first, ties by value; no zero counts. */
  top: [string, number][];
  /** Number columns only: statistics of the values within the result. */
  stats: FacetStats | undefined;
}

/** The key ranking a value in a facet list: its count, then its place in value order. */
export function valueKey(count: number, rank: number, valueCount: number): number {
  return count * valueCount + (valueCount - 1 - rank);
}

/**
 * Keeps the `capacity` values with the highest counts (ties: first in value order) in a
 * min-heap on one combined key: count * valueCount + reversed value rank.
 */
export class TopValues {
  // Plain arrays: small typed arrays live outside the heap and cost more to allocate per query.
  private readonly keys: number[] = [];
  private readonly ids: number[] = [];
  private readonly valueCount: number;
  private readonly valueRank: Int32Array;
  private length = 0;

  constructor(
    private readonly column: FacetColumn,
    private readonly capacity: number,
  ) {
    this.valueCount = column.values.length;
    this.valueRank = column.valueRank;
  }

  get full(): boolean {
    return this.length >= this.capacity;
  }

  /** The key a value must exceed to enter a full list. */
  get lowestKey(): number {
    return this.length === 0 ? Number.NEGATIVE_INFINITY : this.keys[0]!;
  }

  /** Whether a value with this count stays out of the list whatever its rank (a full list). */
  cannotEnter(count: number): boolean {
    return this.length >= this.capacity && (count + 1) * this.valueCount - 1 <= this.keys[0]!;
  }

  keyOf(id: number, count: number): number {
    return valueKey(count, this.valueRank[id]!, this.valueCount);
  }

  add(id: number, count: number): void {
    if (this.capacity === 0) return;
    const key = this.keyOf(id, count);
    if (this.length < this.capacity) this.push(key, id);
    else if (key > this.keys[0]!) this.replaceRoot(key, id);
  }

  /** Adds every non-zero count of `counts[offset + id]`. */
  addAll(counts: Int32Array, offset = 0): void {
    for (let id = 0; id < this.valueCount; id++) {
      const count = counts[offset + id]!;
      if (count > 0) this.add(id, count);
    }
  }

  top(): [string, number][] {
    // A heapsort in place, highest key first, then reversed: keys in ascending order still make
    // a min-heap, so the list stays usable. No array but the answer's is made.
    const { keys, ids, length } = this;
    for (let end = length - 1; end > 0; end--) {
      const key = keys[end]!;
      const id = ids[end]!;
      keys[end] = keys[0]!;
      ids[end] = ids[0]!;
      this.length = end;
      this.replaceRoot(key, id);
    }
    this.length = length;
    const top: [string, number][] = new Array(length);
    for (let i = 0; i < length; i++) {
      top[i] = [this.column.values[ids[i]!]!, Math.floor(keys[i]! / this.valueCount)];
    }
    keys.reverse();
    ids.reverse();
    return top;
  }

  private push(key: number, id: number): void {
    let i = this.length++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.keys[parent]! <= key) break;
      this.keys[i] = this.keys[parent]!;
      this.ids[i] = this.ids[parent]!;
      i = parent;
    }
    this.keys[i] = key;
    this.ids[i] = id;
  }

  private replaceRoot(key: number, id: number): void {
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= this.length) break;
      const right = left + 1;
      const child = right < this.length && this.keys[right]! < this.keys[left]! ? right : left;
      if (this.keys[child]! >= key) break;
      this.keys[i] = this.keys[child]!;
      this.ids[i] = this.ids[child]!;
      i = child;
    }
    this.keys[i] = key;
    this.ids[i] = id;
  }
}

/** Statistics of a number column from counts per value id (`counts[offset + id]`). */
export function statsFromCounts(
  column: FacetColumn,
  counts: Int32Array,
  offset = 0,
): FacetStats | undefined {
  const numbers = column.numbers;
  if (column.kind !== "number" || !numbers) return undefined;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let sum = 0;
  let total = 0;
  for (let id = 0; id < numbers.length; id++) {
    const count = counts[offset + id]!;
    if (count === 0) continue;
    const value = numbers[id]!;
    if (value < min) min = value;
    if (value > max) max = value;
    sum += value * count;
    total += count;
  }
  return total === 0 ? undefined : { min, max, avg: sum / total, sum };
}
