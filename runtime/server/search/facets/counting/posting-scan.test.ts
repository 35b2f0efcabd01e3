import { describe, expect, it } from "vitest";
import { Random } from "../../../../../tools/inventory-generator/random.ts";
import { emptyBitset, setBit } from "../../indexing/bitset.ts";
import { ResultDocs, ScratchBuffers } from "../../indexing/result-docs.ts";
import { buildFacetColumn } from "../facet-column.ts";
import { TopValues } from "../top-values.ts";
import { scanPostings } from "./posting-scan.ts";

/** Top values (count, then ascending number) and stats of `raw` over the chosen documents. */
function plainCount(raw: readonly (number | undefined)[], chosen: readonly number[], max: number) {
  const counts = new Map<number, number>();
  for (const doc of chosen) {
    const value = raw[doc];
    if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const top = [...counts]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, max)
    .map(([value, count]) => [String(value), count]);
  // Summed in ascending value order, value times count, as every counting strategy does.
  let sum = 0;
  let total = 0;
  for (const [value, count] of [...counts].sort((a, b) => a[0] - b[0])) {
    sum += value * count;
    total += count;
  }
  const values = [...counts.keys()];
  const stats =
    total === 0
      ? undefined
      : { min: Math.min(...values), max: Math.max(...values), avg: sum / total, sum };
  return { top, stats };
}

describe("counting a column by scanning its postings", () => {
  const size = 20_000;
  const buffers = new ScratchBuffers(size);

  function scan(raw: readonly (number | undefined)[], chosen: readonly number[], max: number) {
    const column = buildFacetColumn(raw, "km");
    const set = emptyBitset(size);
    for (const doc of chosen) setBit(set, doc);
    const selector = new TopValues(column, max);
    const stats = scanPostings(
      column,
      new ResultDocs(set, chosen.length, size, buffers),
      selector,
      buffers,
    );
    return { top: selector.top(), stats };
  }

  function someDocuments(random: Random, share: number) {
    return Array.from({ length: size }, (_, doc) => doc).filter(() => random.next() < share);
  }

  // Several postings a value (kilometres): one flat pass over them; about one a value (listing
  // times): a loop per value. Both must give a plain count's answer, whatever the result.
  const columns = {
    "many postings a value": (random: Random) =>
      Array.from({ length: size }, () => (random.next() < 0.05 ? undefined : random.int(0, 2500))),
    "about one posting a value": (random: Random) =>
      Array.from({ length: size }, () => random.int(0, 10 * size)),
    "fractions and negative numbers": (random: Random) =>
      Array.from({ length: size }, () => random.int(-400, 400) / 8),
  };

  for (const [name, valuesOf] of Object.entries(columns)) {
    it(`lists the same values and stats as a plain count: ${name}`, () => {
      const random = new Random(name);
      const raw = valuesOf(random);
      for (const [share, max] of [
        [0.3, 100],
        [0.9, 100],
        [0.001, 100],
        [0.5, 0],
        [0.5, 5000],
      ] as const) {
        const chosen = someDocuments(random, share);
        expect(scan(raw, chosen, max)).toEqual(plainCount(raw, chosen, max));
      }
    });
  }

  it("lists nothing, and no stats, for a result without any value", () => {
    const raw = Array.from({ length: size }, (_, doc) => (doc < size / 2 ? doc % 700 : undefined));
    const chosen = [size - 3, size - 2, size - 1];
    expect(scan(raw, chosen, 100)).toEqual({ top: [], stats: undefined });
  });
});
