import type { Primitive } from "../indexing/attribute-values.ts";
import { float64sOutsideHeap, int32sOutsideHeap } from "../indexing/outside-heap.ts";

export type ColumnKind = "string" | "number" | "boolean";

/** The distinct values of one attribute and, per document, which of them it holds. */
export interface ColumnValues {
  readonly kind: ColumnKind;
  /** Facet value of each value id as Algolia prints it ("2021", "true"). */
  readonly values: string[];
  /** Number and boolean columns: the number of each value id, ascending (ids in numeric order). */
  readonly numbers: Float64Array | undefined;
  /** Value ids of document d: ids[offsets[d] .. offsets[d + 1]), without repeats. */
  readonly offsets: Int32Array;
  readonly ids: Int32Array;
}

/**
 * Reads one attribute's raw values (one per record; arrays hold several) into flat typed arrays. A column is a
 * number (or boolean) column when every value is a number (or every value a boolean); otherwise
 * its values are compared as text.
 */
export function readColumnValues(raw: readonly unknown[]): ColumnValues {
  const size = raw.length;
  // One map per type: lookups stay monomorphic, and 5 and "5" stay apart until the kind is known.
  const stringIds = new Map<string, number>();
  const numberIds = new Map<number, number>();
  const booleanIds = [-1, -1];
  const keys: Primitive[] = [];
  const seen = { number: 0, boolean: 0, string: 0 };
  const offsets = int32sOutsideHeap(size + 1);
  let ids = int32sOutsideHeap(Math.max(16, size));
  let n = 0;
  let docStart = 0;
  let lastValue: unknown;
  let lastId = -1;

  const add = (value: unknown) => {
    const usable =
      typeof value === "string" ||
      typeof value === "boolean" ||
      (typeof value === "number" && Number.isFinite(value));
    if (!usable) return;
    let id: number | undefined;
    // Neighbouring records often share a value (documents are clustered): skip the lookup.
    if (value === lastValue) id = lastId;
    else if (typeof value === "string") id = stringIds.get(value);
    else if (typeof value === "number") id = numberIds.get(value);
    else id = booleanIds[value ? 1 : 0]!;
    if (id === undefined || id < 0) {
      id = keys.length;
      if (typeof value === "string") stringIds.set(value, id);
      else if (typeof value === "number") numberIds.set(value, id);
      else booleanIds[value ? 1 : 0] = id;
      keys.push(value as Primitive);
      seen[typeof value as keyof typeof seen]++;
    }
    lastValue = value;
    lastId = id;
    for (let i = docStart; i < n; i++) if (ids[i] === id) return;
    if (n === ids.length) {
      const grown = int32sOutsideHeap(ids.length * 2);
      grown.set(ids);
      ids = grown;
    }
    ids[n++] = id;
  };

  for (let doc = 0; doc < size; doc++) {
    docStart = n;
    const value = raw[doc];
    if (Array.isArray(value)) for (const item of value) add(item);
    else add(value);
    offsets[doc + 1] = n;
  }

  const kind: ColumnKind =
    seen.string === 0 && seen.boolean === 0 && seen.number > 0
      ? "number"
      : seen.string === 0 && seen.number === 0 && seen.boolean > 0
        ? "boolean"
        : "string";
  if (kind === "string" && seen.number === 0 && seen.boolean === 0) {
    // Only text: the keys are distinct already and their ids final.
    return { kind, values: keys as string[], numbers: undefined, offsets, ids: ids.slice(0, n) };
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
  const values = Array.from(numbers, (value) =>
    kind === "boolean" ? String(value === 1) : String(value),
  );
  return { values, numbers, finalId };
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
  return { offsets: newOffsets, ids: kept.slice(0, n) };
}
