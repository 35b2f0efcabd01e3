import { describe, expect, it } from "vitest";
import { Random } from "../../../../tools/inventory-generator/random.ts";
import { emptyBitset, setBit } from "../indexing/bitset.ts";
import { ResultDocs, ScratchBuffers } from "../indexing/result-docs.ts";
import { buildFacetColumn } from "./facet-column.ts";
import { statsWithin } from "./facet-stats.ts";

describe("statistics of a number column within a result", () => {
  const size = 10_000;
  const buffers = new ScratchBuffers(size);
  const random = new Random("stats");

  function expected(raw: readonly (number | undefined)[], chosen: readonly number[]) {
    const numbers = chosen.map((doc) => raw[doc]).filter((n) => n !== undefined);
    if (numbers.length === 0) return undefined;
    const sum = numbers.reduce((a, b) => a + b, 0);
    return { min: Math.min(...numbers), max: Math.max(...numbers), sum, avg: sum / numbers.length };
  }

  function within(raw: readonly (number | undefined)[], chosen: readonly number[]) {
    const column = buildFacetColumn(raw, "km");
    const set = emptyBitset(size);
    for (const doc of chosen) setBit(set, doc);
    return {
      kept: column.docNumber instanceof Int32Array ? "whole" : "fractional",
      stats: statsWithin(column, new ResultDocs(set, chosen.length, size, buffers)),
    };
  }

  // Whole numbers are kept as 32-bit integers, others as doubles; documents without a value are
  // left out either way, whether the result's documents or the others' are read.
  const columns = {
    whole: () => (random.next() < 0.1 ? undefined : random.int(-50_000, 2_000_000)),
    fractional: () => (random.next() < 0.1 ? undefined : random.int(-800, 800) / 4),
    // Few documents hold a value: their postings are read rather than the result's documents.
    "whole, held by few": () => (random.next() < 0.02 ? random.int(0, 300_000) : undefined),
    "beyond 32 bits": () => (random.next() < 0.1 ? undefined : random.int(0, 1e6) * 1e4),
  };

  for (const [name, value] of Object.entries(columns)) {
    it(`are those of the result's own numbers: ${name}`, () => {
      const raw = Array.from({ length: size }, value);
      for (const share of [0.002, 0.3, 0.9]) {
        const chosen = Array.from({ length: size }, (_, doc) => doc).filter(
          () => random.next() < share,
        );
        const { kept, stats } = within(raw, chosen);
        expect(kept).toBe(name.startsWith("whole") ? "whole" : "fractional");
        const wanted = expected(raw, chosen);
        if (!wanted) {
          expect(stats).toBeUndefined();
          continue;
        }
        expect(stats).toMatchObject({ min: wanted.min, max: wanted.max });
        expect(stats!.sum).toBeCloseTo(wanted.sum, 6);
        expect(stats!.avg).toBeCloseTo(wanted.avg, 6);
      }
    });
  }

  it("are absent for a result whose documents have no value", () => {
    const raw = Array.from({ length: size }, (_, doc) => (doc % 2 === 0 ? doc : undefined));
    expect(within(raw, [1, 3, 5]).stats).toBeUndefined();
  });
});
