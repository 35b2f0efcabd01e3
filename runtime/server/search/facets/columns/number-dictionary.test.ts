import { describe, expect, it } from "vitest";
import { Random } from "../../../../../tools/inventory-generator/random.ts";
import { readColumnValues } from "./column-values.ts";

describe("a column of numbers", () => {
  it("lists each distinct number once, ascending, and each record's id among them", () => {
    const random = new Random(3);
    // Thousands of timestamps (most held once), some repeated, some records without one.
    const raw = Array.from({ length: 20_000 }, () =>
      random.chance(0.1) ? undefined : 1_775_000_000 + random.int(0, 15_000),
    );
    const read = readColumnValues(raw);
    const distinct = [...new Set(raw.filter((value) => value !== undefined))].sort((a, b) => a - b);
    expect(read.kind).toBe("number");
    expect([...read.numbers!]).toEqual(distinct);
    expect(read.values).toEqual(distinct.map(String));
    const held = raw.map((_, doc) =>
      read.offsets[doc + 1]! > read.offsets[doc]!
        ? read.numbers![read.ids[read.offsets[doc]!]!]
        : undefined,
    );
    expect(held).toEqual(raw);
  });

  it("counts 0 and -0 as one value, and reads text and lists as text and lists", () => {
    expect(readColumnValues([0, -0, 2, 0]).values).toEqual(["0", "2"]);
    expect(readColumnValues([1, "1", 2]).kind).toBe("string");
    expect(readColumnValues([[1, 2], 3]).values).toEqual(["1", "2", "3"]);
    expect(readColumnValues([undefined, null]).values).toEqual([]);
  });
});
