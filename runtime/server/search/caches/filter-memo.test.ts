import { describe, expect, it } from "vitest";
import { generateInventory } from "../../../../tools/inventory-generator/generate.ts";
import { buildFacetColumn } from "../facets/facet-column.ts";
import { evaluateFilter } from "../filters/filter-evaluator.ts";
import { parseFilters } from "../filters/filter-parser.ts";
import { cardinality } from "../indexing/bitset.ts";
import { BitsetPool } from "../indexing/bitset-pool.ts";
import { FilterMemo } from "./filter-memo.ts";

const vehicles = generateInventory({ count: 3000, seed: 3, now: new Date("2026-03-01T00:00:00Z") });
const attributes = ["make", "car_type", "status", "price", "km", "visibility"] as const;
const columns = new Map(
  attributes.map((attribute) => [
    attribute as string,
    buildFacetColumn(
      vehicles.map((vehicle) => vehicle[attribute]),
      attribute,
    ),
  ]),
);
const filters = [
  "(status:in_stock OR status:coming_soon) AND visibility <= 3",
  "(status:in_stock OR status:coming_soon) AND visibility <= 3 AND make:Toyota",
  "(status:in_stock OR status:coming_soon) AND visibility <= 3 AND car_type:used AND price <= 30000",
  "NOT make:Toyota AND km:10000 TO 60000",
  "price <= 30000 AND (status:in_stock OR status:coming_soon) AND visibility <= 3",
];

/** Counts of each filter, evaluated with `memo` in turn and again (sets out of the memo). */
function countsWith(memo: FilterMemo | undefined, pool: BitsetPool) {
  const counts: number[] = [];
  for (const source of [...filters, ...filters.toReversed()]) {
    const node = memo ? memo.parse(source) : parseFilters(source);
    counts.push(
      cardinality(evaluateFilter(node!, { pool, column: (name) => columns.get(name), memo })),
    );
    pool.release();
  }
  return counts;
}

describe("filters worked out once and remembered", () => {
  const pool = new BitsetPool(vehicles.length);
  const plain = countsWith(undefined, pool);

  it("select what the filter selects, asked again and in parts of other filters", () => {
    expect(plain.slice(0, filters.length)).toEqual(plain.slice(filters.length).toReversed());
    expect(countsWith(new FilterMemo(4 * 1024 * 1024), pool)).toEqual(plain);
  });

  it("stay right when the memo holds only a few sets and reuses the ones it drops", () => {
    const setBytes = 4 * Math.ceil(vehicles.length / 32);
    expect(countsWith(new FilterMemo(setBytes * 8), pool)).toEqual(plain);
  });

  it("are parsed once per text, and a bad filter is refused every time", () => {
    const memo = new FilterMemo(1024 * 1024);
    expect(memo.parse(filters[0]!)).toBe(memo.parse(filters[0]!));
    expect(() => memo.parse("make:(")).toThrow(/filters/);
    expect(() => memo.parse("make:(")).toThrow(/filters/);
  });
});
