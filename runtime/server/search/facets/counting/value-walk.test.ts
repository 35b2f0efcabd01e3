import { describe, expect, it } from "vitest";
import { Random } from "../../../../../tools/inventory-generator/random.ts";
import { emptyBitset, setBit } from "../../indexing/bitset.ts";
import { ResultDocs, ScratchBuffers } from "../../indexing/result-docs.ts";
import { buildFacetColumn } from "../facet-column.ts";
import { TopValues } from "../top-values.ts";
import { walkByTotal } from "./value-walk.ts";

describe("walking a column's values from most to least frequent", () => {
  const size = 20_000;
  const random = new Random("walk");
  // Features: a few held by most vehicles (stored in nearly every word), most by a few.
  const features = Array.from({ length: size }, () => {
    const held = ["a", "b", "c"].filter(() => random.next() < 0.85);
    for (let k = 0; k < 30; k++) if (random.next() < 0.005) held.push(`rare ${k}`);
    return held;
  });
  const column = buildFacetColumn(features, "features");
  const buffers = new ScratchBuffers(size);

  function check(chosen: readonly number[]) {
    const set = emptyBitset(size);
    for (const doc of chosen) setBit(set, doc);
    const result = new ResultDocs(set, chosen.length, size, buffers);
    const selector = new TopValues(column, 100);
    const walk = walkByTotal(column, result, selector, Number.POSITIVE_INFINITY, {
      deriveTop: true,
      withStats: false,
    });
    expect(walk.finished).toBe(true);
    const counted = new Map<string, number>();
    for (const doc of chosen) {
      for (const value of features[doc]!) counted.set(value, (counted.get(value) ?? 0) + 1);
    }
    const expected = [...counted].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    expect(selector.top()).toEqual(expected);
  }

  it("counts values held in most words on their full bitsets as on their stored words", () => {
    const words = (v: number) => column.wordOffsets[v + 1]! - column.wordOffsets[v]!;
    const wordCount = Math.ceil(size / 32);
    expect(column.hasBitsets).toBe(true);
    expect(column.values.filter((_, v) => words(v) > wordCount / 2)).toEqual(["a", "b", "c"]);
    const all = Array.from({ length: size }, (_, doc) => doc);
    check(all.filter(() => random.next() < 0.3));
    // A result within a stretch of the documents (one make): only its words are read.
    check(all.filter((doc) => doc > 5_000 && doc < 9_000 && random.next() < 0.5));
    check([17]);
  });
});
