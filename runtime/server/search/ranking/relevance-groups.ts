import { type Bitset, popcount } from "../indexing/bitset.ts";
import type { BitsetPool } from "../indexing/bitset-pool.ts";
import type { TextMatch } from "./text-match.ts";

/** The matches of one relevance bucket (see relevanceBucket), as a set. */
export interface RelevanceGroup {
  readonly bucket: number;
  readonly set: Bitset;
  readonly count: number;
}

/** Sets worked out before giving up (each is one pass over the result's words). */
const maxPasses = 48;

/**
 * The result split into its relevance buckets with whole-word operations: for each query word in
 * turn, its documents with and without the word exact, and with no, one or two typos, each
 * intersected with what the earlier words left; empty combinations are dropped at once. This
 * costs a pass over the result's words per combination instead of a bucket per document, which
 * at a million documents matters for short words matching most of them. Groups come in bucket
 * order; undefined when the words' combinations would take more than `maxPasses` passes.
 */
export function relevanceGroups(
  match: TextMatch,
  set: Bitset,
  [fromWord, toWord]: [number, number],
  pool: BitsetPool,
): RelevanceGroup[] | undefined {
  const n = match.perWord.length;
  const groups = new Map<number, { set: Bitset; count: number }>();
  let passes = 0;
  const visit = (q: number, current: Bitset, typos: number, exact: number): boolean => {
    if (q === n) {
      const bucket = typos * (n + 1) + (n - exact);
      const known = groups.get(bucket);
      if (!known) {
        groups.set(bucket, { set: current, count: countIn(current, fromWord, toWord) });
        return true;
      }
      for (let i = fromWord; i <= toWord; i++) known.set[i]! |= current[i]!;
      known.count += countIn(current, fromWord, toWord);
      return true;
    }
    const word = match.perWord[q]!;
    for (let typoClass = 0; typoClass < 3; typoClass++) {
      for (const isExact of [true, false]) {
        if (++passes > maxPasses) return false;
        const next = pool.empty();
        const found = narrow(current, next, word, typoClass, isExact, fromWord, toWord);
        if (found && !visit(q + 1, next, typos + typoClass, exact + (isExact ? 1 : 0))) {
          return false;
        }
      }
    }
    return true;
  };
  if (!visit(0, set, 0, 0)) return undefined;
  return [...groups]
    .sort((a, b) => a[0] - b[0])
    .map(([bucket, group]) => ({ bucket, set: group.set, count: group.count }));
}

/**
 * next = current's documents where the word has `typoClass` typos (0: noTypo, 1: oneTypo but
 * not noTypo, 2: neither) and is exact or not; words outside [fromWord, toWord] are left as they
 * are (never read). Whether any document remains.
 */
function narrow(
  current: Bitset,
  next: Bitset,
  word: TextMatch["perWord"][number],
  typoClass: number,
  isExact: boolean,
  fromWord: number,
  toWord: number,
): boolean {
  const { exact, noTypo, oneTypo } = word;
  const flip = isExact ? 0 : -1;
  let any = 0;
  for (let i = fromWord; i <= toWord; i++) {
    const typo =
      typoClass === 0
        ? noTypo[i]!
        : typoClass === 1
          ? oneTypo[i]! & ~noTypo[i]!
          : ~(oneTypo[i]! | noTypo[i]!);
    const bits = current[i]! & typo & (exact[i]! ^ flip);
    next[i] = bits;
    any |= bits;
  }
  return any !== 0;
}

function countIn(set: Bitset, fromWord: number, toWord: number): number {
  let total = 0;
  for (let i = fromWord; i <= toWord; i++) total += popcount(set[i]!);
  return total;
}
