import { type Bitset, bitsetFromDocs, emptyBitset } from "../indexing/bitset.ts";
import { listsByDocument } from "../indexing/lists-by-document.ts";
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
  /**
   * The tokens held by more than `denseShare` of the documents (years, body types, colours,
   * makes), ascending, and their documents as bitsets: a query word matching them with a typo
   * ("2024" also matches 2020 to 2029) takes their words at once rather than a bit per document.
   */
  readonly denseTokens: Int32Array;
  readonly denseSets: readonly Bitset[];
}

/**
 * Share of the documents from which a token keeps a bitset: copying a bitset's words costs about
 * what setting the bits of a sixty-fourth of the documents does, and these few sets take a few
 * megabytes at a million documents.
 */
const denseShare = 1 / 32;

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
  /** Words looked up in tokenIds (ids >= 0): those of texts that repeat. */
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
  /**
   * Words of texts that do not repeat (stock numbers), one entry each, without a lookup: a
   * dictionary of a million of them costs more than sorting them with the others, which finds the
   * few that repeat anyway. Their ids in `words` are -1 - their place here.
   */
  const once: string[] = [];
  // Makes, models and colours repeat across thousands of records: tokenize each text once. Stock
  // numbers never repeat: remembering them would only fill memory (see TextMemo).
  const memos = searchable.map(() => new TextMemo());
  /** The last record each token was recorded for, to record a token once per record. */
  let lastRecord = int32sOutsideHeap(1024).fill(-1);
  /** The tokens of record `at` are words[ends[at] .. ends[at + 1]). */
  let words = int32sOutsideHeap(Math.max(1024, size * 8));
  const ends = int32sOutsideHeap(size + 1);
  let n = 0;
  const push = (id: number) => {
    if (n === words.length) {
      const grown = int32sOutsideHeap(words.length * 2);
      grown.set(words);
      words = grown;
    }
    words[n++] = id;
  };
  const add = (c: number, value: unknown, at: number) => {
    if (typeof value !== "string" && !(typeof value === "number" && Number.isFinite(value))) {
      return;
    }
    const text = String(value);
    const memo = memos[c]!;
    let ids = memo.get(text);
    if (!ids && !memo.remembering) {
      for (const token of tokenize(text)) {
        once.push(token);
        push(-once.length);
      }
      return;
    }
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
      push(id);
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
  return sortedIndex(size, tokens, once, words.subarray(0, n), ends, order);
}

/** Sorts the dictionary and lists each token's documents, ascending. */
function sortedIndex(
  size: number,
  tokens: string[],
  once: string[],
  words: Int32Array,
  ends: Int32Array,
  order: Int32Array | undefined,
): TokenIndex {
  const { sorted, positions } = dictionaryOf(tokens, once);
  // Each word as its place in the dictionary, in input order (the words that do not repeat were
  // met in that order, so their places are read in turn), then by document.
  for (let i = 0; i < words.length; i++) {
    const id = words[i]!;
    words[i] = positions[id < 0 ? tokens.length - 1 - id : id]!;
  }
  const byDocument = order ? wordsByDocument(words, ends, order) : { words, ends };
  const docWords = byDocument.words;
  const docEnds = byDocument.ends;
  // A word of the texts that do not repeat may be met twice in a record: counted once.
  const last = int32sOutsideHeap(sorted.length).fill(-1);
  const postingOffsets = int32sOutsideHeap(sorted.length + 1);
  for (let doc = 0; doc < size; doc++) {
    for (let i = docEnds[doc]!; i < docEnds[doc + 1]!; i++) {
      const position = docWords[i]!;
      if (last[position] === doc) continue;
      last[position] = doc;
      postingOffsets[position + 1]!++;
    }
  }
  for (let t = 0; t < sorted.length; t++) postingOffsets[t + 1]! += postingOffsets[t]!;
  const cursor = int32sCopiedOutsideHeap(postingOffsets.subarray(0, sorted.length));
  const postingDocs = int32sOutsideHeap(postingOffsets[sorted.length]!);
  last.fill(-1);
  // Documents in turn, so each token's documents come out ascending.
  for (let doc = 0; doc < size; doc++) {
    for (let i = docEnds[doc]!; i < docEnds[doc + 1]!; i++) {
      const position = docWords[i]!;
      if (last[position] === doc) continue;
      last[position] = doc;
      postingDocs[cursor[position]!++] = doc;
    }
  }
  let longestToken = 0;
  for (const token of sorted) longestToken = Math.max(longestToken, token.length);
  const dense: number[] = [];
  for (let t = 0; t < sorted.length; t++) {
    if (postingOffsets[t + 1]! - postingOffsets[t]! > size * denseShare) dense.push(t);
  }
  return {
    size,
    tokens: sorted,
    longestToken,
    postingOffsets,
    postingDocs,
    shortPrefixes: shortPrefixSets(size, sorted, postingOffsets, postingDocs),
    denseTokens: Int32Array.from(dense),
    denseSets: dense.map((t) =>
      bitsetFromDocs(size, postingDocs, postingOffsets[t]!, postingOffsets[t + 1]!),
    ),
  };
}

/** The words of each record by document, `order[doc]` being the record of document `doc`. */
function wordsByDocument(words: Int32Array, ends: Int32Array, order: Int32Array) {
  const rank = int32sOutsideHeap(order.length);
  for (let doc = 0; doc < order.length; doc++) rank[order[doc]!] = doc;
  const byDocument = listsByDocument(words, ends, rank);
  return { words: byDocument.values, ends: byDocument.ends };
}

/**
 * The distinct words of `tokens` and `once` in code unit order (as `<` compares them), and the
 * place there of each (`tokens` first, then `once`).
 */
function dictionaryOf(tokens: readonly string[], once: readonly string[]) {
  const all = tokens.length + once.length;
  const word = (entry: number) =>
    entry < tokens.length ? tokens[entry]! : once[entry - tokens.length]!;
  const entries = entriesInOrder(all, word);
  const sorted: string[] = [];
  const positions = int32sOutsideHeap(all);
  let previous: string | undefined;
  for (let k = 0; k < all; k++) {
    const entry = entries[k]!;
    const text = word(entry);
    if (text !== previous) {
      sorted.push(text);
      previous = text;
    }
    positions[entry] = sorted.length - 1;
  }
  return { sorted, positions };
}

/** Entries 0 .. count - 1 by their words, code unit order; equal words side by side. */
function entriesInOrder(count: number, word: (entry: number) => string): Int32Array {
  const byText = (a: number, b: number) => {
    const x = word(a);
    const y = word(b);
    return x < y ? -1 : x > y ? 1 : 0;
  };
  if (count > entryMask + 1 || !littleEndian) {
    return Int32Array.from({ length: count }, (_, entry) => entry).sort(byText);
  }
  // One native sort of 64-bit keys: the first characters' ranks, then the entry. A comparison
  // sort of a million stock numbers calls back into the engine for each of its 20 million
  // comparisons, and sorting the words alone would leave finding each one's entry again.
  const keys = new BigUint64Array(count);
  const halves = new Uint32Array(keys.buffer);
  for (let entry = 0; entry < count; entry++) {
    const text = word(entry);
    let high = 0;
    for (let i = 0; i < 5; i++) high = (high << 6) | characterRank(text, i);
    const fifth = characterRank(text, 5);
    high = ((high << 2) | (fifth >>> 4)) >>> 0;
    const low = (((fifth & 15) << 28) | (characterRank(text, 6) << 22) | entry) >>> 0;
    halves[2 * entry] = low;
    halves[2 * entry + 1] = high;
  }
  keys.sort();
  const entries = int32sOutsideHeap(count);
  for (let k = 0; k < count; k++) entries[k] = halves[2 * k]! & entryMask;
  // Words alike in their first characters' ranks: ordered by comparing them.
  let first = 0;
  while (first < count) {
    let end = first + 1;
    while (
      end < count &&
      halves[2 * end + 1] === halves[2 * first + 1] &&
      halves[2 * end]! >>> 22 === halves[2 * first]! >>> 22
    )
      end++;
    if (end - first > 1) entries.subarray(first, end).sort(byText);
    first = end;
  }
  return entries;
}

const entryMask = (1 << 22) - 1;
const littleEndian = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * The rank of a word's `i`-th character among 40 ranks that keep code unit order (0: past the
 * end); characters of one rank are told apart by comparing the words.
 */
function characterRank(text: string, i: number): number {
  if (i >= text.length) return 0;
  const code = text.charCodeAt(i);
  if (code < 48) return 1;
  if (code <= 57) return code - 46;
  if (code < 97) return 12;
  if (code <= 122) return code - 84;
  return 39;
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

  /** False once remembering has stopped paying. */
  get remembering(): boolean {
    return this.storing;
  }

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
