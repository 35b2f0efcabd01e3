import type { MatchedDocuments } from "../filters/match-documents.ts";
import {
  andInPlace,
  type Bitset,
  cardinality,
  collectDocs,
  occupiedWords,
} from "../indexing/bitset.ts";
import type { ScratchBuffers } from "../indexing/result-docs.ts";
import { type Ordering, pageOf } from "./ordering.ts";
import { type RelevanceGroup, relevanceGroups } from "./relevance-groups.ts";
import { bucketCount, relevanceBucket } from "./text-match.ts";

/**
 * Documents at positions [start, start + length) of the matches: with a query, documents with
 * fewer typos and more exact words come first; the index's ordering decides within each group.
 */
export function rankedPage(
  matched: MatchedDocuments,
  everything: Bitset,
  ordering: Ordering,
  start: number,
  length: number,
  buffers: ScratchBuffers,
): number[] {
  const set = matched.set ?? everything;
  const { text, count } = matched;
  if (length <= 0 || start >= count) return [];
  if (!text || allInBestBucket(set, count, text.perWord, buffers)) {
    return pageOf(set, count, ordering, start, length);
  }
  const words = occupiedWords(set);
  const perDocument = count * (8 + 6 * text.perWord.length);
  const perWord = (3 * text.perWord.length + 1) * (words[1] - words[0] + 1) * 1.5;
  const groups =
    perWord < perDocument ? relevanceGroups(text, set, words, buffers.pool) : undefined;
  if (groups) return pageOfGroups(groups, ordering, start, length);
  const docs = buffers.rankDocs;
  collectDocs(set, docs);
  const buckets = buffers.rankGroups;
  const sizes = new Int32Array(bucketCount(text));
  for (let i = 0; i < count; i++) {
    const bucket = relevanceBucket(text, docs[i]!);
    buckets[i] = bucket;
    sizes[bucket]!++;
  }
  const page: number[] = [];
  let before = 0;
  const end = start + length;
  for (let bucket = 0; bucket < sizes.length && before < end; bucket++) {
    const bucketSize = sizes[bucket]!;
    if (bucketSize > 0 && before + bucketSize > start) {
      const members = buffers.pool.empty();
      for (let i = 0; i < count; i++) {
        if (buckets[i] === bucket) {
          const doc = docs[i]!;
          members[doc >>> 5]! |= 1 << (doc & 31);
        }
      }
      const from = Math.max(0, start - before);
      page.push(...pageOf(members, bucketSize, ordering, from, end - before - from));
    }
    before += bucketSize;
  }
  return page;
}

function pageOfGroups(
  groups: readonly RelevanceGroup[],
  ordering: Ordering,
  start: number,
  length: number,
): number[] {
  const page: number[] = [];
  let before = 0;
  const end = start + length;
  for (const group of groups) {
    if (before >= end) break;
    if (before + group.count > start) {
      const from = Math.max(0, start - before);
      page.push(...pageOf(group.set, group.count, ordering, from, end - before - from));
    }
    before += group.count;
  }
  return page;
}

function allInBestBucket(
  set: Bitset,
  count: number,
  perWord: readonly { exact: Bitset }[],
  buffers: ScratchBuffers,
): boolean {
  const best = buffers.pool.copy(set);
  for (const word of perWord) andInPlace(best, word.exact);
  return cardinality(best) === count;
}
