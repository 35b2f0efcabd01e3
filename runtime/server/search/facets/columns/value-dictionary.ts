import type { Primitive } from "../../indexing/attribute-values.ts";
import {
  float64sOutsideHeap,
  int32sCopiedOutsideHeap,
  int32sOutsideHeap,
} from "../../indexing/outside-heap.ts";
import type { ColumnKind, ColumnValues } from "./column-values.ts";
import { numberDictionary } from "./number-dictionary.ts";

// The parts every way of reading a column shares: the distinct values met and each document's
// ids, turned into the column's kind and final dictionary.

/**
 * The column of each document's number (NaN for none; `present` documents have one), through a
 * number dictionary: a Map of a million timestamps, each a boxed number, would fill the heap.
 */
export function numberColumn(docNumbers: Float64Array, present: number): ColumnValues {
  const size = docNumbers.length;
  const { numbers, docIds } = numberDictionary(docNumbers);
  const offsets = int32sOutsideHeap(size + 1);
  const ids = int32sOutsideHeap(present);
  let n = 0;
  for (let doc = 0; doc < size; doc++) {
    const id = docIds[doc]!;
    if (id >= 0) ids[n++] = id;
    offsets[doc + 1] = n;
  }
  return { kind: "number", values: numbersAsText(numbers, "number"), numbers, offsets, ids };
}

export const isUsable = (value: unknown): value is Primitive =>
  typeof value === "string" ||
  typeof value === "boolean" ||
  (typeof value === "number" && Number.isFinite(value));

/** Ids of the distinct values met, in the order first met. */
export class ValueKeys {
  // One map per type: lookups stay monomorphic, and 5 and "5" stay apart until the kind is known.
  private readonly stringIds = new Map<string, number>();
  private readonly numberIds = new Map<number, number>();
  private readonly booleanIds = [-1, -1];
  readonly keys: Primitive[] = [];
  readonly seen = { number: 0, boolean: 0, string: 0 };

  /** The id of a value known not to have been met yet (it is not remembered for idOf). */
  newId(value: Primitive): number {
    this.keys.push(value);
    this.seen[typeof value as keyof ValueKeys["seen"]]++;
    return this.keys.length - 1;
  }

  idOf(value: Primitive): number {
    let id: number | undefined;
    if (typeof value === "string") id = this.stringIds.get(value);
    else if (typeof value === "number") id = this.numberIds.get(value);
    else id = this.booleanIds[value ? 1 : 0]!;
    if (id === undefined || id < 0) {
      id = this.keys.length;
      if (typeof value === "string") this.stringIds.set(value, id);
      else if (typeof value === "number") this.numberIds.set(value, id);
      else this.booleanIds[value ? 1 : 0] = id;
      this.keys.push(value);
      this.seen[typeof value as keyof ValueKeys["seen"]]++;
    }
    return id;
  }
}

/** The value ids of each document in turn, growing as needed. */
export class IdList {
  private ids: Int32Array;
  private n = 0;
  private documentStart = 0;

  constructor(size: number) {
    this.ids = int32sOutsideHeap(Math.max(16, size));
  }

  get length(): number {
    return this.n;
  }

  startDocument(): void {
    this.documentStart = this.n;
  }

  /** Adds an id unless the document holds it already. */
  addToDocument(id: number): void {
    for (let i = this.documentStart; i < this.n; i++) if (this.ids[i] === id) return;
    this.add(id);
  }

  /** Adds an id the document does not hold yet. */
  add(id: number): void {
    if (this.n === this.ids.length) {
      const grown = int32sOutsideHeap(this.ids.length * 2);
      grown.set(this.ids);
      this.ids = grown;
    }
    this.ids[this.n++] = id;
  }

  done(): Int32Array {
    return this.ids.subarray(0, this.n);
  }
}

/** The column's kind and final dictionary from the values met and each document's ids. */
export function finished(
  found: Pick<ValueKeys, "keys" | "seen">,
  offsets: Int32Array,
  ids: Int32Array,
): ColumnValues {
  const { keys, seen } = found;
  const n = ids.length;
  const kind: ColumnKind =
    seen.string === 0 && seen.boolean === 0 && seen.number > 0
      ? "number"
      : seen.string === 0 && seen.number === 0 && seen.boolean > 0
        ? "boolean"
        : "string";
  if (kind === "string" && seen.number === 0 && seen.boolean === 0) {
    // Only text: the keys are distinct already and their ids final.
    return {
      kind,
      values: keys as string[],
      numbers: undefined,
      offsets,
      ids: ids.length === ids.buffer.byteLength / 4 ? ids : int32sCopiedOutsideHeap(ids),
    };
  }
  const { values, numbers, finalId } = finalDictionary(keys, kind);
  const remapped = int32sOutsideHeap(n);
  for (let i = 0; i < n; i++) remapped[i] = finalId[ids[i]!]!;
  const merged = values.length < keys.length;
  return {
    kind,
    values,
    numbers,
    ...(merged ? withoutRepeats(offsets, remapped) : { offsets, ids: remapped }),
  };
}

/** Final value ids: numeric order for number and boolean columns, first seen for text. */
function finalDictionary(keys: readonly Primitive[], kind: ColumnKind) {
  const finalId = int32sOutsideHeap(keys.length);
  if (kind === "string") {
    const byText = new Map<string, number>();
    const values: string[] = [];
    keys.forEach((key, keyId) => {
      const text = String(key);
      let id = byText.get(text);
      if (id === undefined) {
        id = values.length;
        byText.set(text, id);
        values.push(text);
      }
      finalId[keyId] = id;
    });
    return { values, numbers: undefined, finalId };
  }
  const asNumbers = Float64Array.from(keys, (key) => Number(key));
  const order = Int32Array.from(keys, (_, keyId) => keyId).sort(
    (a, b) => asNumbers[a]! - asNumbers[b]!,
  );
  const numbers = float64sOutsideHeap(keys.length);
  order.forEach((keyId, id) => {
    finalId[keyId] = id;
    numbers[id] = asNumbers[keyId]!;
  });
  return { values: numbersAsText(numbers, kind), numbers, finalId };
}

/**
 * Each number as Algolia prints it, by a plain loop: Array.from with a mapper takes several
 * times as long over the million distinct timestamps of a large stock.
 */
function numbersAsText(numbers: Float64Array, kind: ColumnKind): string[] {
  const values: string[] = [];
  if (kind === "boolean") for (const value of numbers) values.push(String(value === 1));
  else for (const value of numbers) values.push(String(value));
  return values;
}

/** Drops repeated ids within each document (values that became equal as text, like 5 and "5"). */
function withoutRepeats(offsets: Int32Array, ids: Int32Array) {
  const kept = int32sOutsideHeap(ids.length);
  const newOffsets = int32sOutsideHeap(offsets.length);
  let n = 0;
  for (let doc = 0; doc + 1 < offsets.length; doc++) {
    const start = n;
    for (let i = offsets[doc]!; i < offsets[doc + 1]!; i++) {
      let repeated = false;
      for (let j = start; j < n && !repeated; j++) repeated = kept[j] === ids[i];
      if (!repeated) kept[n++] = ids[i]!;
    }
    newOffsets[doc + 1] = n;
  }
  return { offsets: newOffsets, ids: int32sCopiedOutsideHeap(kept.subarray(0, n)) };
}
