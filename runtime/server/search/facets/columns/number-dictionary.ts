import { float64sOutsideHeap, int32sOutsideHeap } from "../../indexing/outside-heap.ts";

/**
 * The distinct numbers of a column of single numbers, ascending, and the id of each document's
 * number (its position among them; -1 for NaN, no number). A hash table of typed arrays and one
 * native sort of the distinct numbers: a Map of a million timestamps, each a boxed number hashed
 * by the engine, costs twice as much and fills the heap while the index is built.
 */
export function numberDictionary(docNumbers: Float64Array): {
  numbers: Float64Array;
  docIds: Int32Array;
} {
  const table = new NumberTable();
  const docIds = int32sOutsideHeap(docNumbers.length).fill(-1);
  let lastValue = Number.NaN;
  let lastKey = -1;
  for (let doc = 0; doc < docNumbers.length; doc++) {
    const value = docNumbers[doc]!;
    if (Number.isNaN(value)) continue;
    // Neighbouring documents often share a value (documents are clustered): skip the lookup.
    if (value !== lastValue) {
      lastValue = value;
      lastKey = table.keyOf(value);
    }
    docIds[doc] = lastKey;
  }
  const numbers = float64sOutsideHeap(table.length);
  numbers.set(table.keys.subarray(0, table.length));
  numbers.sort();
  const idOfKey = int32sOutsideHeap(table.length);
  for (let id = 0; id < numbers.length; id++) idOfKey[table.keyOf(numbers[id]!)] = id;
  for (let doc = 0; doc < docIds.length; doc++) {
    const key = docIds[doc]!;
    if (key >= 0) docIds[doc] = idOfKey[key]!;
  }
  return { numbers, docIds };
}

/** Open addressing over the numbers' bits: each distinct number's key, in the order first met. */
class NumberTable {
  keys = float64sOutsideHeap(1024);
  length = 0;
  private slots = int32sOutsideHeap(2048).fill(-1);
  private mask = 2047;
  private readonly bits = new Float64Array(1);
  private readonly words = new Uint32Array(this.bits.buffer);

  /** The key of `value`, a new one when it was not met before (-0 and 0 are one number). */
  keyOf(value: number): number {
    let slot = this.hash(value);
    for (;;) {
      const key = this.slots[slot]!;
      if (key === -1) break;
      if (this.keys[key] === value) return key;
      slot = (slot + 1) & this.mask;
    }
    if (this.length === this.keys.length) this.grow();
    const key = this.length++;
    this.keys[key] = value;
    this.place(key);
    return key;
  }

  private grow(): void {
    const keys = float64sOutsideHeap(this.keys.length * 2);
    keys.set(this.keys);
    this.keys = keys;
    this.slots = int32sOutsideHeap(keys.length * 2).fill(-1);
    this.mask = this.slots.length - 1;
    for (let key = 0; key < this.length; key++) this.place(key);
  }

  private place(key: number): void {
    let slot = this.hash(this.keys[key]!);
    while (this.slots[slot] !== -1) slot = (slot + 1) & this.mask;
    this.slots[slot] = key;
  }

  private hash(value: number): number {
    this.bits[0] = value === 0 ? 0 : value;
    // MurmurHash3's finalizer: the doubles of integers differ in their high bits only.
    let h = Math.imul(this.words[0]!, 0xcc9e2d51) ^ this.words[1]!;
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return (h ^ (h >>> 16)) & this.mask;
  }
}
