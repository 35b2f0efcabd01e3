import {
  type Bitset,
  collectDocs,
  collectMissingDocs,
  intersectionSize,
  wordCount,
} from "./bitset.ts";
import type { FacetColumn } from "./facet-column.ts";

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

/** Counts of each value id within a result, and the ids that may be non-zero (all when absent). */
export interface ValueCounts {
  readonly counts: Int32Array;
  readonly candidates: ArrayLike<number> | undefined;
  readonly allDocuments: boolean;
}

/**
 * The documents of a result, or of its complement, listed once and shared by every facet counted
 * for that result.
 */
export class ResultDocs {
  private docs: Int32Array | undefined;
  private docCount = 0;
  private missing: Int32Array | undefined;
  private missingCount = 0;

  constructor(
    readonly set: Bitset | undefined,
    readonly count: number,
    readonly size: number,
  ) {}

  /** Whether counting over the complement (and subtracting from totals) is cheaper. */
  get countComplement(): boolean {
    return this.count > this.size / 2;
  }

  members(): [Int32Array, number] {
    if (!this.docs) {
      this.docs = new Int32Array(this.count);
      this.docCount = this.set ? collectDocs(this.set, this.docs) : 0;
    }
    return [this.docs, this.docCount];
  }

  nonMembers(): [Int32Array, number] {
    if (!this.missing) {
      this.missing = new Int32Array(this.size - this.count);
      this.missingCount = this.set ? collectMissingDocs(this.set, this.size, this.missing) : 0;
    }
    return [this.missing, this.missingCount];
  }
}

/**
 * Counts per value, by the cheapest of: the totals (whole index), one popcount per value over
 * precomputed bitsets (few values), or one pass over the result documents or, for results
 * larger than half the index, over the documents outside it.
 */
export function countValues(column: FacetColumn, result: ResultDocs): ValueCounts {
  if (!result.set || result.count === result.size) {
    return { counts: column.totals, candidates: undefined, allDocuments: true };
  }
  const valueCount = column.values.length;
  const valuesPerDoc = column.multiValued ? column.docValues.length / Math.max(1, column.size) : 1;
  const passCost = Math.min(result.count, result.size - result.count) * valuesPerDoc * 2;
  if (column.hasBitsets && valueCount * wordCount(result.size) < passCost) {
    const counts = new Int32Array(valueCount);
    for (let v = 0; v < valueCount; v++) counts[v] = intersectionSize(column.docsOf(v), result.set);
    return { counts, candidates: undefined, allDocuments: false };
  }
  if (result.countComplement) {
    const counts = column.totals.slice();
    const [docs, n] = result.nonMembers();
    if (column.multiValued) {
      const { docOffsets, docValues } = column;
      for (let i = 0; i < n; i++) {
        const doc = docs[i]!;
        for (let j = docOffsets[doc]!; j < docOffsets[doc + 1]!; j++) counts[docValues[j]!]!--;
      }
    } else {
      const docValue = column.docValue;
      for (let i = 0; i < n; i++) {
        const v = docValue[docs[i]!]!;
        if (v >= 0) counts[v]!--;
      }
    }
    return { counts, candidates: undefined, allDocuments: false };
  }
  const counts = new Int32Array(valueCount);
  const touched: number[] = [];
  const [docs, n] = result.members();
  if (column.multiValued) {
    const { docOffsets, docValues } = column;
    for (let i = 0; i < n; i++) {
      const doc = docs[i]!;
      for (let j = docOffsets[doc]!; j < docOffsets[doc + 1]!; j++) {
        const v = docValues[j]!;
        if (counts[v]!++ === 0) touched.push(v);
      }
    }
  } else {
    const docValue = column.docValue;
    for (let i = 0; i < n; i++) {
      const v = docValue[docs[i]!]!;
      if (v >= 0 && counts[v]!++ === 0) touched.push(v);
    }
  }
  return { counts, candidates: touched, allDocuments: false };
}

/** The `max` values with the highest counts, ties broken by value; zero counts left out. */
export function topValues(column: FacetColumn, values: ValueCounts, max: number): [string, number][] {
  const { counts } = values;
  if (values.allDocuments) {
    const out: [string, number][] = [];
    for (const id of column.byTotal) {
      if (out.length >= max || counts[id] === 0) break;
      out.push([column.values[id]!, counts[id]!]);
    }
    return out;
  }
  const valueCount = column.values.length;
  const rank = column.stringRank;
  const key = (id: number) => counts[id]! * valueCount + (valueCount - 1 - rank[id]!);
  const heap = new MinHeap(max);
  const visit = (id: number) => {
    if (counts[id]! > 0) heap.offer(key(id), id);
  };
  if (values.candidates) {
    for (let i = 0; i < values.candidates.length; i++) visit(values.candidates[i]!);
  } else {
    for (let id = 0; id < valueCount; id++) visit(id);
  }
  return heap.idsDescending().map((id) => [column.values[id]!, counts[id]!]);
}

/** min, max, avg and sum over the result, for number columns. */
export function numericStats(column: FacetColumn, values: ValueCounts): FacetStats | undefined {
  const numbers = column.numbers;
  if (column.kind !== "number" || !numbers) return undefined;
  const { counts } = values;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let sum = 0;
  let n = 0;
  const visit = (id: number) => {
    const c = counts[id]!;
    if (c === 0) return;
    const value = numbers[id]!;
    if (value < min) min = value;
    if (value > max) max = value;
    sum += value * c;
    n += c;
  };
  if (values.candidates) {
    for (let i = 0; i < values.candidates.length; i++) visit(values.candidates[i]!);
  } else {
    for (let id = 0; id < counts.length; id++) visit(id);
  }
  if (n === 0) return undefined;
  return { min, max, avg: sum / n, sum };
}

/** Keeps the `capacity` largest keys seen. */
class MinHeap {
  private readonly keys: Float64Array;
  private readonly ids: Int32Array;
  private length = 0;

  constructor(private readonly capacity: number) {
    this.keys = new Float64Array(capacity);
    this.ids = new Int32Array(capacity);
  }

  offer(key: number, id: number): void {
    if (this.capacity === 0) return;
    if (this.length < this.capacity) {
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
      return;
    }
    if (key <= this.keys[0]!) return;
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

  idsDescending(): number[] {
    const order = Array.from({ length: this.length }, (_, i) => i);
    order.sort((a, b) => this.keys[b]! - this.keys[a]!);
    return order.map((i) => this.ids[i]!);
  }
}
