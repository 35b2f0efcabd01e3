import { describe, expect, it } from "vitest";
import { Random } from "../../../../tools/inventory-generator/random.ts";
import { collectDocs } from "../indexing/bitset.ts";
import { BitsetPool } from "../indexing/bitset-pool.ts";
import { buildPostingPrefixes, docsOfPostingRange } from "./posting-prefixes.ts";

describe("documents of a run of postings, cut from stored prefixes", () => {
  const size = 9_000;
  const random = new Random(5);
  // Documents in the order of their values: any order at all.
  const postingDocs = Int32Array.from({ length: size }, (_, i) => i);
  for (let i = size - 1; i > 0; i--) {
    const j = random.int(0, i);
    [postingDocs[i], postingDocs[j]] = [postingDocs[j]!, postingDocs[i]!];
  }
  const prefixes = buildPostingPrefixes(size, postingDocs)!;
  const pool = new BitsetPool(size);
  const expected = (start: number, end: number) =>
    [...postingDocs.subarray(start, end)].sort((a, b) => a - b);
  const actual = (start: number, end: number) => {
    const out = new Int32Array(size);
    const n = collectDocs(docsOfPostingRange(prefixes, postingDocs, start, end, pool), out);
    pool.release();
    return [...out.subarray(0, n)];
  };

  it("are stored for long columns only", () => {
    expect(prefixes.sets.length).toBeGreaterThan(2);
    expect(buildPostingPrefixes(100, postingDocs.subarray(0, 100))).toBeUndefined();
  });

  it("are exactly the run's documents, at the ends, across stored steps and within one", () => {
    const { step } = prefixes;
    const runs: [number, number][] = [
      [0, size],
      [0, 0],
      [0, 1],
      [size - 1, size],
      [step, 2 * step],
      [step - 1, step + 1],
      [Math.round(step / 2), Math.round(step / 2) + 3],
      [Math.round(step * 1.6), Math.round(step * 4.4)],
    ];
    for (let i = 0; i < 200; i++) {
      const a = random.int(0, size);
      const b = random.int(0, size);
      runs.push([Math.min(a, b), Math.max(a, b)]);
    }
    for (const [start, end] of runs)
      expect(actual(start, end), `${start}..${end}`).toEqual(expected(start, end));
  });
});
