import { type Bitset, collectMissingDocs, popcount } from "../indexing/bitset.ts";
import { int32sOutsideHeap } from "../indexing/outside-heap.ts";

/**
 * Bitsets without their empty words. A value held by a few hundred clustered documents occupies
 * a few dozen 32-document words, so counting it within a result reads those words only.
 */

/** Each value's documents as (word position, word) pairs, empty words left out. */
export function compressedBitsets(postingOffsets: Int32Array, postingDocs: Int32Array) {
  const valueCount = postingOffsets.length - 1;
  const wordOffsets = int32sOutsideHeap(valueCount + 1);
  for (let v = 0; v < valueCount; v++) {
    let words = 0;
    let lastWord = -1;
    for (let i = postingOffsets[v]!; i < postingOffsets[v + 1]!; i++) {
      const word = postingDocs[i]! >>> 5;
      if (word !== lastWord) words++;
      lastWord = word;
    }
    wordOffsets[v + 1] = wordOffsets[v]! + words;
  }
  const wordIndex = int32sOutsideHeap(wordOffsets[valueCount]!);
  const wordBits = int32sOutsideHeap(wordOffsets[valueCount]!);
  for (let v = 0; v < valueCount; v++) {
    let n = wordOffsets[v]! - 1;
    let lastWord = -1;
    for (let i = postingOffsets[v]!; i < postingOffsets[v + 1]!; i++) {
      const doc = postingDocs[i]!;
      const word = doc >>> 5;
      if (word !== lastWord) {
        n++;
        wordIndex[n] = word;
        lastWord = word;
      }
      wordBits[n]! |= 1 << (doc & 31);
    }
  }
  return { wordOffsets, wordIndex, wordBits };
}

/** The documents missing from `set` as the stored words of one value (value id 0). */
export function missingAsValueWords(set: Bitset, size: number): ValueWords {
  const docs = int32sOutsideHeap(size);
  const postingDocs = docs.subarray(0, collectMissingDocs(set, size, docs));
  return compressedBitsets(Int32Array.of(0, postingDocs.length), postingDocs);
}

/** The stored words of every value of a column (see FacetColumn). */
export interface ValueWords {
  readonly wordOffsets: Int32Array;
  readonly wordIndex: Int32Array;
  readonly wordBits: Int32Array;
}

/** Documents of value id `valueId` within `set`, reading only its words fromWord..toWord. */
export function countWithin(
  column: ValueWords,
  valueId: number,
  set: Bitset,
  fromWord = 0,
  toWord = set.length - 1,
): number {
  const { wordOffsets, wordIndex, wordBits } = column;
  let j = wordOffsets[valueId]!;
  const end = wordOffsets[valueId + 1]!;
  if (fromWord > 0) {
    let high = end;
    while (j < high) {
      const middle = (j + high) >>> 1;
      if (wordIndex[middle]! < fromWord) j = middle + 1;
      else high = middle;
    }
  }
  let count = 0;
  for (; j < end; j++) {
    const word = wordIndex[j]!;
    if (word > toWord) break;
    count += popcount(wordBits[j]! & set[word]!);
  }
  return count;
}

/**
 * Documents of a full bitset within `set`, over words fromWord..toWord: for a value stored in
 * more than half of those words (a common feature), half the memory of its stored words (no
 * word positions to read) and no jumps.
 */
export function countDense(bits: Bitset, set: Bitset, fromWord: number, toWord: number): number {
  let count = 0;
  for (let w = fromWord; w <= toWord; w++) count += popcount(bits[w]! & set[w]!);
  return count;
}
