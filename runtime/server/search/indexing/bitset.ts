import { uint32sOutsideHeap } from "./outside-heap.ts";

/**
 * Fixed-size sets of document numbers, 32 documents per Uint32Array word.
 * Bits past the last document are always zero, so popcounts and complements stay exact.
 */
export type Bitset = Uint32Array;

function wordCount(size: number): number {
  return (size + 31) >>> 5;
}

export function emptyBitset(size: number): Bitset {
  return uint32sOutsideHeap(wordCount(size));
}

export function fullBitset(size: number): Bitset {
  const set = uint32sOutsideHeap(wordCount(size));
  set.fill(0xffffffff);
  clearTail(set, size);
  return set;
}

function clearTail(set: Bitset, size: number): void {
  const rest = size & 31;
  if (rest !== 0) set[set.length - 1] = (set[set.length - 1]! & ((1 << rest) - 1)) >>> 0;
}

export function hasBit(set: Bitset, doc: number): boolean {
  return (set[doc >>> 5]! & (1 << (doc & 31))) !== 0;
}

export function setBit(set: Bitset, doc: number): void {
  set[doc >>> 5]! |= 1 << (doc & 31);
}

export function clearBit(set: Bitset, doc: number): void {
  set[doc >>> 5]! &= ~(1 << (doc & 31));
}

export function bitsetFromDocs(size: number, docs: ArrayLike<number>, from = 0, to = docs.length) {
  const set = emptyBitset(size);
  for (let i = from; i < to; i++) {
    const doc = docs[i]!;
    set[doc >>> 5]! |= 1 << (doc & 31);
  }
  return set;
}

/** target &= other */
export function andInPlace(target: Bitset, other: Bitset): Bitset {
  for (let i = 0; i < target.length; i++) target[i]! &= other[i]!;
  return target;
}

/** target |= other */
export function orInPlace(target: Bitset, other: Bitset): Bitset {
  for (let i = 0; i < target.length; i++) target[i]! |= other[i]!;
  return target;
}

/** Bits set in each 16-bit number: two table reads per word beat bit tricks in JavaScript. */
const bitsIn16 = new Uint8Array(1 << 16);
for (let i = 1; i < bitsIn16.length; i++) bitsIn16[i] = bitsIn16[i >> 1]! + (i & 1);

export function popcount(word: number): number {
  return bitsIn16[word & 0xffff]! + bitsIn16[word >>> 16]!;
}

export function cardinality(set: Bitset): number {
  let total = 0;
  for (let i = 0; i < set.length; i++) {
    const word = set[i]!;
    total += bitsIn16[word & 0xffff]! + bitsIn16[word >>> 16]!;
  }
  return total;
}

/**
 * The members of `set` in ascending order, written into `out` (which must be large enough);
 * only words fromWord..toWord are read (the others must be empty).
 */
export function collectDocs(set: Bitset, out: Int32Array, fromWord = 0, toWord = set.length - 1) {
  let n = 0;
  for (let i = fromWord; i <= toWord; i++) {
    let word = set[i]!;
    const base = i << 5;
    while (word !== 0) {
      const low = word & -word;
      out[n++] = base + 31 - Math.clz32(low);
      word ^= low;
    }
  }
  return n;
}

/** The first and last non-empty words of `set` ([1, 0] when it is empty). */
export function occupiedWords(set: Bitset): [number, number] {
  let first = 0;
  while (first < set.length && set[first] === 0) first++;
  if (first === set.length) return [1, 0];
  let last = set.length - 1;
  while (set[last] === 0) last--;
  return [first, last];
}

/** The documents of `size` missing from `set`, ascending, written into `out`. */
export function collectMissingDocs(set: Bitset, size: number, out: Int32Array): number {
  let n = 0;
  const last = set.length - 1;
  for (let i = 0; i <= last; i++) {
    let word = ~set[i]!;
    if (i === last && (size & 31) !== 0) word &= (1 << (size & 31)) - 1;
    const base = i << 5;
    while (word !== 0) {
      const low = word & -word;
      out[n++] = base + 31 - Math.clz32(low);
      word ^= low;
    }
  }
  return n;
}
