import { andInPlace, type Bitset, cardinality, collectDocs, emptyBitset } from "./bitset.ts";
import type { MatchedDocuments } from "./match-documents.ts";
import { type Ordering, pageOf } from "./ordering.ts";
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
): number[] {
  const set = matched.set ?? everything;
  const { text, count } = matched;
  if (length <= 0 || start >= count) return [];
  if (!text || allInBestBucket(set, count, text.perWord)) {
    return pageOf(set, count, ordering, start, length);
  }
  const docs = new Int32Array(count);
  collectDocs(set, docs);
  const buckets = new Uint16Array(count);
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
      const members = emptyBitset(ordering.order.length);
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

function allInBestBucket(
  set: Bitset,
  count: number,
  perWord: readonly { exact: Bitset }[],
): boolean {
  const best = set.slice();
  for (const word of perWord) andInPlace(best, word.exact);
  return cardinality(best) === count;
}
