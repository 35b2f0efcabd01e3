import { describe, expect, it } from "vitest";
import { Random } from "../../../../../tools/inventory-generator/random.ts";
import { emptyBitset, setBit } from "../../indexing/bitset.ts";
import { ResultDocs, ScratchBuffers } from "../../indexing/result-docs.ts";
import { buildFacetColumn } from "../facet-column.ts";
import { TopValues } from "../top-values.ts";
import {
  buildPartitionWalks,
  partOfResult,
  partWalkCost,
  walkWithinPart,
  worthPartitionWalks,
} from "./partition-walk.ts";
import { scanPostings } from "./posting-scan.ts";
import { summarizeColumn } from "./summarize-column.ts";

describe("walking a column's values by their counts within a part", () => {
  const size = 30_000;
  const random = new Random("parts");
  // New cars share a few kilometres, demonstrators a few thousand, used cars many.
  const carType = Array.from({ length: size }, () => {
    const draw = random.next();
    return draw < 0.3 ? "new" : draw < 0.4 ? "demo" : "used";
  });
  const km = carType.map((type) =>
    type === "new"
      ? random.int(0, 20)
      : type === "demo"
        ? random.int(500, 3000)
        : random.next() < 0.02
          ? undefined
          : random.int(0, 15_000) * 10,
  );
  const kmColumn = buildFacetColumn(km, "km");
  const typeColumn = buildFacetColumn(carType, "car_type");
  const walks = buildPartitionWalks(kmColumn, typeColumn);
  const buffers = new ScratchBuffers(size);
  const used = typeColumn.lookup("used")[0]!;

  function resultOf(chosen: readonly number[]) {
    const set = emptyBitset(size);
    for (const doc of chosen) setBit(set, doc);
    return new ResultDocs(set, chosen.length, size, buffers);
  }

  function someOf(type: string | undefined, share: number) {
    return Array.from({ length: size }, (_, doc) => doc).filter(
      (doc) => (type === undefined || carType[doc] === type) && random.next() < share,
    );
  }

  it("is kept for a column whose walk reads many stored words", () => {
    expect(worthPartitionWalks(kmColumn)).toBe(true);
    expect(worthPartitionWalks(typeColumn)).toBe(false);
  });

  it("finds the part a result lies within, and none for a result across parts", () => {
    expect(partOfResult(walks, resultOf(someOf("used", 0.5)))).toBe(used);
    expect(partOfResult(walks, resultOf(someOf("used", 0.001)))).toBe(used);
    expect(partOfResult(walks, resultOf(someOf(undefined, 0.5)))).toBeUndefined();
    const almost = someOf("used", 0.5);
    almost.push(carType.indexOf("new"));
    expect(partOfResult(walks, resultOf(almost.sort((a, b) => a - b)))).toBeUndefined();
  });

  for (const [share, maxValues] of [
    [0.5, 100],
    [0.95, 100],
    [0.05, 100],
    [0.5, 7],
    [0.5, 5000],
  ] as const) {
    it(`lists the values and stats of a count over every document (${share} of used cars, ${maxValues} values)`, () => {
      const result = resultOf(someOf("used", share));
      const selector = new TopValues(kmColumn, maxValues);
      const inf = Number.POSITIVE_INFINITY;
      expect(walkWithinPart(kmColumn, walks, used, result, selector, inf)).toBe(true);
      const counted = new Map<string, number>();
      for (let doc = 0; doc < size; doc++) {
        if (result.set![doc >>> 5]! & (1 << (doc & 31)) && km[doc] !== undefined) {
          counted.set(String(km[doc]), (counted.get(String(km[doc])) ?? 0) + 1);
        }
      }
      const expected = [...counted]
        .sort((a, b) => b[1] - a[1] || Number(a[0]) - Number(b[0]))
        .slice(0, maxValues);
      expect(selector.top()).toEqual(expected);
      // Through the column's summary: the same list and stats with the walks as without.
      expect(summarizeColumn(kmColumn, result, maxValues, buffers, [walks])).toEqual(
        summarizeColumn(kmColumn, result, maxValues, buffers),
      );
    });
  }

  it("keeps each part's postings in value order, every document of the part with a value once", () => {
    walks.postings.forEach(({ offsets, docs }, u) => {
      const expected: number[] = [];
      const expectedOffsets = [0];
      for (let v = 0; v < kmColumn.values.length; v++) {
        for (let p = kmColumn.postingOffsets[v]!; p < kmColumn.postingOffsets[v + 1]!; p++) {
          const doc = kmColumn.postingDocs[p]!;
          if (typeColumn.docValue[doc] === u) expected.push(doc);
        }
        expectedOffsets.push(expected.length);
      }
      expect(Array.from(docs)).toEqual(expected);
      expect(Array.from(offsets)).toEqual(expectedOffsets);
    });
  });

  for (const share of [0.9, 0.3, 0.01]) {
    it(`counts a result within a part from that part's postings alone (${share} of used cars)`, () => {
      const result = resultOf(someOf("used", share));
      const fromPart = new TopValues(kmColumn, 100);
      const fromAll = new TopValues(kmColumn, 100);
      const partStats = scanPostings(kmColumn, result, fromPart, buffers, walks.postings[used]);
      expect(partStats).toEqual(scanPostings(kmColumn, result, fromAll, buffers));
      expect(fromPart.top()).toEqual(fromAll.top());
    });
  }

  it("counts a result across parts over every posting, as without the walks", () => {
    for (const share of [0.9, 0.3, 0.01]) {
      const result = resultOf(someOf(undefined, share));
      expect(partOfResult(walks, result)).toBeUndefined();
      expect(summarizeColumn(kmColumn, result, 100, buffers, [walks])).toEqual(
        summarizeColumn(kmColumn, result, 100, buffers),
      );
    }
  });

  it("expects a longer walk for a thin sample of the part than for most of it", () => {
    const most = partWalkCost(walks, used, resultOf(someOf("used", 0.9)), 100);
    const thin = partWalkCost(walks, used, resultOf(someOf("used", 0.02)), 100);
    expect(most).toBeGreaterThan(0);
    expect(thin).toBeGreaterThan(2 * most);
  });

  it("gives up past its budget, leaving the column to another way", () => {
    const result = resultOf(someOf("used", 0.5));
    const selector = new TopValues(kmColumn, 100);
    expect(walkWithinPart(kmColumn, walks, used, result, selector, 10)).toBe(false);
  });
});
