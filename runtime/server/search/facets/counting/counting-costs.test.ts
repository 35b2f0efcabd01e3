import { describe, expect, it } from "vitest";
import { Random } from "../../../../../tools/inventory-generator/random.ts";
import { emptyBitset, setBit } from "../../indexing/bitset.ts";
import { ResultDocs, ScratchBuffers } from "../../indexing/result-docs.ts";
import { buildFacetColumn } from "../facet-column.ts";
import { TopValues } from "../top-values.ts";
import { cost, estimates, type Strategy } from "./counting-costs.ts";
import { countByDocuments } from "./document-counts.ts";
import { buildPartitionWalks, partOfResult } from "./partition-walk.ts";
import { scanPostings } from "./posting-scan.ts";
import { summarizeColumn } from "./summarize-column.ts";

// Kilometres as a million-vehicle stock has them, scaled down: new cars share 45 values, each
// held by thousands of them; used cars nearly a value each, so the column has many values.
describe("the cost of counting a column whose few values dominate a part", () => {
  const newCars = 150_000;
  const size = newCars + 100_000;
  const random = new Random("skewed kilometres");
  const carType = Array.from({ length: size }, (_, doc) => (doc < newCars ? "new" : "used"));
  const km = carType.map((type) => (type === "new" ? random.int(0, 44) : random.int(0, 1_000_000)));
  const kmColumn = buildFacetColumn(km, "km");
  const typeColumn = buildFacetColumn(carType, "car_type");
  const walks = buildPartitionWalks(kmColumn, typeColumn);
  const buffers = new ScratchBuffers(size);

  function resultOf(type: string, share: number) {
    const set = emptyBitset(size);
    let count = 0;
    for (let doc = 0; doc < size; doc++) {
      if (carType[doc] === type && random.next() < share) {
        setBit(set, doc);
        count++;
      }
    }
    return new ResultDocs(set, count, size, buffers);
  }

  function choice(result: ResultDocs) {
    const u = partOfResult(walks, result)!;
    const part = { postings: walks.sizes[u]!, values: walks.byCount[u]!.length };
    const options = new Map<Strategy, number>(estimates(kmColumn, result, part));
    return { options, cheapest: [...options].sort((a, b) => a[1] - b[1])[0]![0] };
  }

  function expectedTop(result: ResultDocs, maxValues: number) {
    const counted = new Map<string, number>();
    for (let doc = 0; doc < size; doc++) {
      if (result.set![doc >>> 5]! & (1 << (doc & 31))) {
        counted.set(String(km[doc]), (counted.get(String(km[doc])) ?? 0) + 1);
      }
    }
    return [...counted]
      .sort((a, b) => b[1] - a[1] || Number(a[0]) - Number(b[0]))
      .slice(0, maxValues);
  }

  it("counts new cars vehicle by vehicle, their few kilometres staying in the cache", () => {
    // At 1,000,000 vehicles, 157,548 new cars: 0.81 ms vehicle by vehicle, 1.97 ms by a scan of
    // the new cars' postings, which the sampled values (a few dozen in 256) used to pick.
    const result = resultOf("new", 0.4);
    const { options, cheapest } = choice(result);
    expect(options.get("members")).toBe(result.count * cost.countDoc);
    expect(options.get("members")).toBeLessThan(options.get("postings")!);
    expect(cheapest).toBe("members");
  });

  it("still scans the postings of used cars, whose values scatter over the column", () => {
    const result = resultOf("used", 0.5);
    const { options, cheapest } = choice(result);
    expect(options.get("members")).toBeGreaterThan(result.count * cost.countDoc * 2);
    expect(cheapest).toBe("postings");
  });

  for (const [type, share] of [
    ["new", 0.4],
    ["new", 0.03],
    ["used", 0.5],
  ] as const) {
    it(`lists the same counts and stats whichever way counts them (${share} of ${type} cars)`, () => {
      const result = resultOf(type, share);
      const chosen = summarizeColumn(kmColumn, result, 100, buffers, [walks]);
      expect(chosen.top).toEqual(expectedTop(result, 100));
      const byMembers = new TopValues(kmColumn, 100);
      const membersStats = countByDocuments(kmColumn, result, "members", byMembers, buffers);
      const byPostings = new TopValues(kmColumn, 100);
      const postingStats = scanPostings(kmColumn, result, byPostings, buffers);
      expect(byMembers.top()).toEqual(chosen.top);
      expect(byPostings.top()).toEqual(chosen.top);
      expect(membersStats).toEqual(chosen.stats);
      expect(postingStats).toEqual(chosen.stats);
    });
  }
});
