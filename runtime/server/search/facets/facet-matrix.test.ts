import { describe, expect, it } from "vitest";
import { Random } from "../../../../tools/inventory-generator/random.ts";
import { emptyBitset, setBit } from "../indexing/bitset.ts";
import { ResultDocs, ScratchBuffers } from "../indexing/result-docs.ts";
import { buildFacetColumn } from "./facet-column.ts";
import { buildFacetMatrix, countWithMatrix } from "./facet-matrix.ts";

describe("counting facets through the facet matrix", () => {
  const size = 12_000;
  const random = new Random("matrix");
  // Each column of 3,000 values fills a group of its own (a group holds up to 4,096
  // combinations), so `groups` columns give rows of that many cells.
  const raws = Array.from({ length: 5 }, () =>
    Array.from({ length: size }, () =>
      random.next() < 0.1 ? undefined : `v${random.int(0, 2999)}`,
    ),
  );

  function counted(groups: number, wantedColumns: number[], share: number) {
    const columns = raws.slice(0, groups).map((raw, c) => buildFacetColumn(raw, `column${c}`));
    const matrix = buildFacetMatrix(columns, size);
    expect(matrix.groups.length).toBe(groups);
    const chosen = Array.from({ length: size }, (_, doc) => doc).filter(
      () => random.next() < share,
    );
    const set = emptyBitset(size);
    for (const doc of chosen) setBit(set, doc);
    const buffers = new ScratchBuffers(size);
    const result = new ResultDocs(set, chosen.length, size, buffers);
    const counts = new Int32Array(matrix.offsets.at(-1)!);
    const combinations = new Int32Array(matrix.groupBase.at(-1)!);
    countWithMatrix(matrix, result, Int32Array.from(wantedColumns), counts, combinations);
    expect(combinations.every((count) => count === 0)).toBe(true);
    return wantedColumns.map((c) => {
      const column = columns[c]!;
      const offset = matrix.offsets[c]!;
      const actual = new Map<string, number>();
      column.values.forEach((value, id) => {
        if (counts[offset + id]! > 0) actual.set(value, counts[offset + id]!);
      });
      const expected = new Map<string, number>();
      for (const doc of chosen) {
        const value = raws[c]![doc];
        if (value !== undefined) expected.set(value, (expected.get(value) ?? 0) + 1);
      }
      return { actual, expected };
    });
  }

  for (const groups of [1, 3, 4, 5]) {
    it(`counts every column exactly, all asked for or some, in rows of ${groups} cells`, () => {
      const every = Array.from({ length: groups }, (_, c) => c);
      for (const wanted of [every, every.slice(0, Math.max(1, groups - 1)), [groups - 1]]) {
        // A result smaller than half of the documents is counted over its own, a larger one
        // over the others.
        for (const share of [0.3, 0.8]) {
          for (const { actual, expected } of counted(groups, wanted, share)) {
            expect(actual).toEqual(expected);
          }
        }
      }
    });
  }
});
