import { describe, expect, it } from "vitest";
import { Random } from "../../../../tools/inventory-generator/random.ts";
import { buildFacetColumn } from "./facet-column.ts";
import { TopValues } from "./top-values.ts";

describe("the values with the highest counts", () => {
  const random = new Random("top values");
  const values = Array.from({ length: 500 }, (_, i) => `value ${i}`);
  const column = buildFacetColumn(values, "name");
  const counts = values.map(() => random.int(1, 40));
  const rank = (value: string) => column.valueRank[column.lookup(value)[0]!]!;
  const expected = (capacity: number, upTo = values.length) =>
    values
      .slice(0, upTo)
      .map((value, i) => [value, counts[i]!] as [string, number])
      .sort((a, b) => b[1] - a[1] || rank(a[0]) - rank(b[0]))
      .slice(0, capacity);

  for (const capacity of [1, 7, 100, 1000]) {
    it(`lists the ${capacity} highest, highest first, ties in value order`, () => {
      const selector = new TopValues(column, capacity);
      for (const value of values)
        selector.add(column.lookup(value)[0]!, counts[values.indexOf(value)]!);
      expect(selector.top()).toEqual(expected(capacity));
    });
  }

  it("keeps its list after listing it: listed again, or more values added", () => {
    const selector = new TopValues(column, 20);
    for (let i = 0; i < 250; i++) selector.add(column.lookup(values[i]!)[0]!, counts[i]!);
    expect(selector.top()).toEqual(expected(20, 250));
    expect(selector.top()).toEqual(expected(20, 250));
    for (let i = 250; i < values.length; i++)
      selector.add(column.lookup(values[i]!)[0]!, counts[i]!);
    expect(selector.top()).toEqual(expected(20));
  });
});
