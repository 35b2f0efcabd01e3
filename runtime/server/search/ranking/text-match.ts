import { lowerBound } from "../facets/value-order.ts";
import { andInPlace, type Bitset, hasBit, orInPlace } from "../indexing/bitset.ts";
import type { BitsetPool } from "../indexing/bitset-pool.ts";
import { lookupWord, tokenLowerBound } from "./fuzzy-lookup.ts";
import { allowedTypos, isNumericToken, tokenize } from "./text-normalize.ts";
import type { TokenIndex } from "./token-index.ts";

/** Words beyond this many are ignored, like Algolia's limit on query words. */
const maxQueryWords = 10;

/** How one query word matched the documents. */
interface WordMatch {
  /** Documents containing the word in any accepted form. */
  readonly any: Bitset;
  /** Documents containing a word equal to it (no prefix completion, no typo). */
  readonly exact: Bitset;
  /** Documents matching it without typos (exactly or as a prefix). */
  readonly noTypo: Bitset;
  /** Documents matching it with at most one typo. */
  readonly oneTypo: Bitset;
}

export interface TextMatch {
  readonly words: readonly string[];
  /** Documents matching every word. */
  readonly all: Bitset;
  readonly perWord: readonly WordMatch[];
}

export interface TextMatchOptions {
  allowTyposOnNumericTokens: boolean;
}

/** Every query word must match; the last one may also be the start of a longer word. */
export function matchQuery(
  index: TokenIndex,
  query: string,
  options: TextMatchOptions,
  pool: BitsetPool,
): TextMatch | undefined {
  const words = tokenize(query).slice(0, maxQueryWords);
  if (words.length === 0) return undefined;
  const perWord = words.map((word, position) =>
    matchWord(index, word, position === words.length - 1, options, pool),
  );
  const all = pool.copy(perWord[0]!.any);
  for (let i = 1; i < perWord.length; i++) andInPlace(all, perWord[i]!.any);
  return { words, all, perWord };
}

function matchWord(
  index: TokenIndex,
  word: string,
  prefix: boolean,
  options: TextMatchOptions,
  pool: BitsetPool,
): WordMatch {
  const shortPrefix = prefix ? index.shortPrefixes.get(word) : undefined;
  if (shortPrefix) {
    // Too short for typos: every word it starts matches, without typos; exact if equal.
    const noTypo = pool.copy(shortPrefix);
    const exactToken = findToken(index.tokens, word);
    const exact =
      exactToken < 0 ? pool.empty() : docsOfRuns(index, [[exactToken, exactToken + 1]], pool);
    return { any: noTypo, exact, noTypo, oneTypo: noTypo };
  }
  const typoBudget =
    !options.allowTyposOnNumericTokens && isNumericToken(word) ? 0 : allowedTypos(word);
  const byTypos: [number, number][][] = [[], [], []];
  lookupWord(index.tokens, index.longestToken, word, { prefix, maxTypos: typoBudget }, (a, b, t) =>
    byTypos[t]!.push([a, b]),
  );
  const noTypo = docsOfRuns(index, byTypos[0]!, pool);
  const exactToken = findToken(index.tokens, word);
  const exact =
    exactToken < 0
      ? pool.empty()
      : byTypos[0]!.length === 1 && byTypos[0]![0]![1] - byTypos[0]![0]![0] === 1
        ? noTypo
        : docsOfRuns(index, [[exactToken, exactToken + 1]], pool);
  if (byTypos[1]!.length === 0 && byTypos[2]!.length === 0) {
    return { any: noTypo, exact, noTypo, oneTypo: noTypo };
  }
  const oneTypo = pool.copy(noTypo);
  addRuns(index, byTypos[1]!, oneTypo);
  const any = byTypos[2]!.length === 0 ? oneTypo : pool.copy(oneTypo);
  addRuns(index, byTypos[2]!, any);
  return { any, exact, noTypo, oneTypo };
}

function docsOfRuns(
  index: TokenIndex,
  runs: readonly [number, number][],
  pool: BitsetPool,
): Bitset {
  const set = pool.empty();
  addRuns(index, runs, set);
  return set;
}

/** Adds the documents of tokens [first, end) of each run: a dense token's set at once. */
function addRuns(index: TokenIndex, runs: readonly [number, number][], set: Bitset): void {
  const { postingOffsets, denseTokens, denseSets } = index;
  for (const [first, end] of runs) {
    let from = first;
    for (
      let k = lowerBound(denseTokens, first);
      k < denseTokens.length && denseTokens[k]! < end;
      k++
    ) {
      const dense = denseTokens[k]!;
      addPostings(index, postingOffsets[from]!, postingOffsets[dense]!, set);
      orInPlace(set, denseSets[k]!);
      from = dense + 1;
    }
    addPostings(index, postingOffsets[from]!, postingOffsets[end]!, set);
  }
}

function addPostings(index: TokenIndex, from: number, to: number, set: Bitset): void {
  const { postingDocs } = index;
  for (let i = from; i < to; i++) {
    const doc = postingDocs[i]!;
    set[doc >>> 5]! |= 1 << (doc & 31);
  }
}

function findToken(tokens: readonly string[], word: string): number {
  const at = tokenLowerBound(tokens, word);
  return tokens[at] === word ? at : -1;
}

/**
 * Relevance bucket of a matching document: fewer typos first, then more words matched exactly.
 * Lower is better; the index's ranking orders documents within a bucket.
 */
export function relevanceBucket(match: TextMatch, doc: number): number {
  const n = match.perWord.length;
  let typos = 0;
  let exact = 0;
  for (const word of match.perWord) {
    if (hasBit(word.exact, doc)) exact++;
    if (!hasBit(word.noTypo, doc)) typos += hasBit(word.oneTypo, doc) ? 1 : 2;
  }
  return typos * (n + 1) + (n - exact);
}

export function bucketCount(match: TextMatch): number {
  const n = match.perWord.length;
  return 2 * n * (n + 1) + n + 1;
}
