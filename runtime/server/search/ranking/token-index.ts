import { type Bitset, emptyBitset } from "../indexing/bitset.ts";
import { int32sCopiedOutsideHeap, int32sOutsideHeap } from "../indexing/outside-heap.ts";
import { tokenize } from "./text-normalize.ts";

/**
 * The words of the searchable attributes: a sorted dictionary (so prefixes are contiguous runs)
 * and, for each word, the ascending list of documents containing it.
 */
export interface TokenIndex {
  readonly size: number;
  readonly tokens: readonly string[];
  readonly longestToken: number;
  /** Documents of token t are postingDocs[postingOffsets[t] .. postingOffsets[t+1]). */
  readonly postingOffsets: Int32Array;
  readonly postingDocs: Int32Array;
  /**
   * Documents with a word starting with each 1- or 2-letter prefix that starts many words:
   * a one-letter query ("s", "2") otherwise means merging tens of thousands of postings.
   */
  readonly shortPrefixes: ReadonlyMap<string, Bitset>;
}

/**
 * Builds the index from the searchable attributes' raw values (a reader per attribute of each
 * record's value), a slice of records at a time, yielding in between. The readers read record
 * `order[doc]` for document `doc` (the document itself without `order`); the records are read in
 * their own order, mostly their order in memory: in document order, each one is a jump across
 * the heap.
 */
export function* tokenIndexSteps(
  size: number,
  searchable: readonly ((at: number) => unknown)[],
  order?: Int32Array,
  recordsPerStep = 10_000,
): Generator<void, TokenIndex> {
  const tokenIds = new Map<string, number>();
  const tokens: string[] = [];
  const idsOf = (text: string) =>
    tokenize(text).map((token) => {
      let id = tokenIds.get(token);
      if (id === undefined) {
        id = tokens.length;
        tokenIds.set(token, id);
        tokens.push(token);
      }
      return id;
    });
  // Makes, models and colours repeat across thousands of records: tokenize each text once. Stock
  // numbers never repeat: remembering them would only fill memory (see TextMemo).
  const memos = searchable.map(() => new TextMemo());
  /** The last record each token was recorded for, to record a token once per record. */
  let lastRecord = int32sOutsideHeap(1024).fill(-1);
  /** The tokens of record `at` are words[ends[at] .. ends[at + 1]). */
  let words = int32sOutsideHeap(Math.max(1024, size * 8));
  const ends = int32sOutsideHeap(size + 1);
  let n = 0;
  const add = (c: number, value: unknown, at: number) => {
    if (typeof value !== "string" && !(typeof value === "number" && Number.isFinite(value))) {
      return;
    }
    const text = String(value);
    const memo = memos[c]!;
    let ids = memo.get(text);
    if (!ids) {
      ids = idsOf(text);
      memo.set(text, ids);
      if (tokens.length > lastRecord.length) {
        const grown = int32sOutsideHeap(tokens.length * 2).fill(-1);
        grown.set(lastRecord);
        lastRecord = grown;
      }
    }
    for (const id of ids) {
      if (lastRecord[id] === at) continue;
      lastRecord[id] = at;
      if (n === words.length) {
        const grown = int32sOutsideHeap(words.length * 2);
        grown.set(words);
        words = grown;
      }
      words[n++] = id;
    }
  };
  for (let at = 0; at < size; at++) {
    if (at > 0 && at % recordsPerStep === 0) yield;
    for (let c = 0; c < searchable.length; c++) {
      const raw = searchable[c]!(at);
      if (Array.isArray(raw)) for (const value of raw) add(c, value, at);
      else add(c, raw, at);
    }
    ends[at + 1] = n;
  }
  yield;
  return sortedIndex(size, tokens, tokenIds, words.subarray(0, n), ends, order);
}

/** Sorts the dictionary and lists each token's documents, ascending. */
function sortedIndex(
  size: number,
  tokens: string[],
  tokenIds: ReadonlyMap<string, number>,
  words: Int32Array,
  ends: Int32Array,
  order: Int32Array | undefined,
): TokenIndex {
  // The default order compares code units as `<` does, without a call into a comparator for each
  // of the n log n comparisons (a million tokens at a million vehicles: their stock numbers).
  const sorted = tokens.slice().sort();
  const position = int32sOutsideHeap(tokens.length);
  for (let at = 0; at < sorted.length; at++) position[tokenIds.get(sorted[at]!)!] = at;
  const postingOffsets = int32sOutsideHeap(tokens.length + 1);
  for (let i = 0; i < words.length; i++) postingOffsets[position[words[i]!]! + 1]!++;
  for (let t = 0; t < tokens.length; t++) postingOffsets[t + 1]! += postingOffsets[t]!;
  const cursor = int32sCopiedOutsideHeap(postingOffsets.subarray(0, tokens.length));
  const postingDocs = int32sOutsideHeap(words.length);
  // Documents in turn, so each token's documents come out ascending.
  for (let doc = 0; doc < size; doc++) {
    const at = order ? order[doc]! : doc;
    for (let i = ends[at]!; i < ends[at + 1]!; i++) {
      postingDocs[cursor[position[words[i]!]!]!++] = doc;
    }
  }
  let longestToken = 0;
  for (const token of tokens) longestToken = Math.max(longestToken, token.length);
  return {
    size,
    tokens: sorted,
    longestToken,
    postingOffsets,
    postingDocs,
    shortPrefixes: shortPrefixSets(size, sorted, postingOffsets, postingDocs),
  };
}

function shortPrefixSets(
  size: number,
  tokens: readonly string[],
  postingOffsets: Int32Array,
  postingDocs: Int32Array,
): Map<string, Bitset> {
  const sets = new Map<string, Bitset>();
  for (const length of [1, 2]) {
    let first = 0;
    while (first < tokens.length) {
      const prefix = tokens[first]!.slice(0, length);
      let end = first + 1;
      while (end < tokens.length && tokens[end]!.startsWith(prefix)) end++;
      const postings = postingOffsets[end]! - postingOffsets[first]!;
      if (prefix.length === length && postings > size / 8) {
        const set = emptyBitset(size);
        for (let i = postingOffsets[first]!; i < postingOffsets[end]!; i++) {
          const doc = postingDocs[i]!;
          set[doc >>> 5]! |= 1 << (doc & 31);
        }
        sets.set(prefix, set);
      }
      first = end;
    }
  }
  return sets;
}

/**
 * The token ids of the texts one attribute has held, while remembering pays: once most of the
 * first texts looked up turn out new (stock numbers, VINs), it stops storing them.
 */
class TextMemo {
  private readonly known = new Map<string, number[]>();
  private lookups = 0;
  private misses = 0;
  private storing = true;

  get(text: string): number[] | undefined {
    if (!this.storing) return undefined;
    const ids = this.known.get(text);
    this.lookups++;
    if (!ids) this.misses++;
    return ids;
  }

  set(text: string, ids: number[]): void {
    if (!this.storing) return;
    if (this.lookups >= 1000 && this.misses > this.lookups / 2) {
      this.storing = false;
      this.known.clear();
      return;
    }
    this.known.set(text, ids);
  }
}
