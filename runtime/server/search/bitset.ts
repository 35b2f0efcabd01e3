/**
 * Fixed-size sets of document numbers, 32 documents per Uint32Array word.
 * Bits past the last document are always zero, so popcounts and complements stay exact.
 */
export type Bitset = Uint32Array;

export function wordCount(size: number): number {
  return (size + 31) >>> 5;
}

export function emptyBitset(size: number): Bitset {
  return new Uint32Array(wordCount(size));
}

export function fullBitset(size: number): Bitset {
  const set = new Uint32Array(wordCount(size));
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

/** target &= ~other */
export function andNotInPlace(target: Bitset, other: Bitset): Bitset {
  for (let i = 0; i < target.length; i++) target[i]! &= ~other[i]!;
  return target;
}

/** Every document of `size` that is not in `set`, as a new set. */
export function complement(set: Bitset, size: number): Bitset {
  const out = new Uint32Array(set.length);
  for (let i = 0; i < set.length; i++) out[i] = ~set[i]!;
  clearTail(out, size);
  return out;
}

export function popcount32(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function cardinality(set: Bitset): number {
  let total = 0;
  for (let i = 0; i < set.length; i++) {
    const word = set[i]!;
    if (word !== 0) total += popcount32(word);
  }
  return total;
}

export function intersectionSize(a: Bitset, b: Bitset): number {
  let total = 0;
  for (let i = 0; i < a.length; i++) {
    const word = a[i]! & b[i]!;
    if (word !== 0) total += popcount32(word);
  }
  return total;
}

/** The members of `set` in ascending order, written into `out` (which must be large enough). */
export function collectDocs(set: Bitset, out: Int32Array): number {
  let n = 0;
  for (let i = 0; i < set.length; i++) {
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
