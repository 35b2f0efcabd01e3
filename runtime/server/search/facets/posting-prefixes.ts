import { type Bitset, clearBit, emptyBitset, setBit } from "../indexing/bitset.ts";
import type { BitsetPool } from "../indexing/bitset-pool.ts";

/**
 * The documents of a single-valued number column's first postings (documents in ascending value
 * order), at every `step` postings: `sets[k]` holds the documents of postings [0, k * step).
 * Any value range is one run of postings, so its documents come from two stored sets and at most
 * `step` single bits, instead of a bit per document in the range.
 */
export interface PostingPrefixes {
  readonly step: number;
  readonly sets: readonly Bitset[];
}

/** Stored sets per column: 32 sets hold 4 bits per document. */
const prefixCount = 32;
const minimumStep = 1024;

/** Prefixes of a column whose postings hold each document at most once; none for short ones. */
export function buildPostingPrefixes(
  size: number,
  postingDocs: Int32Array,
): PostingPrefixes | undefined {
  const step = Math.max(minimumStep, Math.ceil(postingDocs.length / prefixCount));
  if (postingDocs.length < 4 * step) return undefined;
  const sets: Bitset[] = [emptyBitset(size)];
  const running = emptyBitset(size);
  for (let i = 0; i < postingDocs.length; i++) {
    setBit(running, postingDocs[i]!);
    if ((i + 1) % step === 0) sets.push(running.slice());
  }
  if (postingDocs.length % step !== 0) sets.push(running.slice());
  return { step, sets };
}

/** The documents of postings [start, end) as a new set from `pool`. */
export function docsOfPostingRange(
  { step, sets }: PostingPrefixes,
  postingDocs: Int32Array,
  start: number,
  end: number,
  pool: BitsetPool,
): Bitset {
  const upper = nearest(end, step, sets.length);
  const set = pool.copy(sets[upper]!);
  for (let i = upper * step; i < end; i++) setBit(set, postingDocs[i]!);
  for (let i = end; i < Math.min(upper * step, postingDocs.length); i++) {
    clearBit(set, postingDocs[i]!);
  }
  const lower = nearest(start, step, sets.length);
  if (lower > 0) {
    const below = sets[lower]!;
    for (let w = 0; w < set.length; w++) set[w]! &= ~below[w]!;
  }
  for (let i = lower * step; i < start; i++) clearBit(set, postingDocs[i]!);
  for (let i = start; i < Math.min(lower * step, end); i++) setBit(set, postingDocs[i]!);
  return set;
}

function nearest(position: number, step: number, count: number): number {
  return Math.min(Math.round(position / step), count - 1);
}
