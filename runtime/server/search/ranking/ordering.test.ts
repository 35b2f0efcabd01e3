import { describe, expect, it } from "vitest";
import { Random } from "../../../../tools/inventory-generator/random.ts";
import { bitsetFromDocs } from "../indexing/bitset.ts";
import { type Ordering, pageOf } from "./ordering.ts";

const size = 20_000;

/** A shuffled order of every document, as a replica's sort gives one. */
function shuffledOrdering(seed: number): Ordering {
  const random = new Random(seed);
  const order = Int32Array.from({ length: size }, (_, i) => i);
  for (let i = size - 1; i > 0; i--) {
    const j = random.int(0, i);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const rank = new Int32Array(size);
  order.forEach((doc, position) => {
    rank[doc] = position;
  });
  return { order, rank };
}

/** The page as a plain filter of the ordering would give it. */
function expectedPage(ordering: Ordering, docs: readonly number[], start: number, length: number) {
  const members = new Set(docs);
  return [...ordering.order].filter((doc) => members.has(doc)).slice(start, start + length);
}

describe("a page of a sorted result", () => {
  const ordering = shuffledOrdering(3);
  const positions = (from: number, to: number, every = 1) => {
    const docs: number[] = [];
    for (let p = from; p < to; p += every) docs.push(ordering.order[p]!);
    return docs.sort((a, b) => a - b);
  };
  // Where a result's cars sit in the sort order decides how its page is found: spread along it,
  // all at its end (a price band sorted by price), or a handful anywhere.
  const results: Record<string, number[]> = {
    "spread along the order": positions(0, size, 7),
    "at the end of the order": positions(size - 3000, size),
    "a handful near the end": positions(size - 40, size - 10),
    "every car": positions(0, size),
  };

  for (const [name, docs] of Object.entries(results)) {
    it(`is the cars at those places in the order, ${name}`, () => {
      const set = bitsetFromDocs(size, docs);
      for (const [start, length] of [
        [0, 20],
        [20, 20],
        [980, 20],
        [docs.length - 5, 20],
      ] as const) {
        expect(pageOf(set, docs.length, ordering, start, length)).toEqual(
          expectedPage(ordering, docs, start, length),
        );
      }
    });
  }

  it("is empty past the result's end", () => {
    const docs = results["a handful near the end"]!;
    expect(pageOf(bitsetFromDocs(size, docs), docs.length, ordering, 40, 20)).toEqual([]);
  });
});
