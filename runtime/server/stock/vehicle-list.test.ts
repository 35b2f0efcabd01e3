import type { VehicleRecord } from "@storefront/schemas";
import type { SearchParams } from "@storefront/schemas/search/search-protocol";
import { describe, expect, it } from "vitest";
import { createSearchEngine } from "../search/engine.ts";
import { readColumnValues } from "../search/facets/columns/column-values.ts";
import { testConfig, testVehicles } from "../search/test-vehicles.ts";
import { VehicleList } from "./vehicle-list.ts";

const records = testVehicles as unknown as VehicleRecord[];

/** The test stock kept compactly, with some of the engine's attributes as columns. */
function compactList(): VehicleList {
  const builder = VehicleList.builder(["make", "model", "price", "categories", "id", "reserved"]);
  for (const record of records) builder.add(record);
  return builder.finish();
}

describe("a compact vehicle list", () => {
  it("gives back every record and lets the engine answer exactly as over the records", () => {
    const list = compactList();
    expect(list.length).toBe(records.length);
    expect([...list]).toEqual(records);
    const over = createSearchEngine(records, testConfig);
    const compact = createSearchEngine(list, { ...testConfig, clusterBy: ["make", "model"] });
    const queries: [string, SearchParams][] = [
      ["cars", { facets: ["*"], hitsPerPage: 5, page: 1 }],
      ["cars_price_asc", { filters: "make:Toyota AND price:20000 TO 50000", facets: ["*"] }],
      ["cars_km_desc", { query: "ranger", facetFilters: [["categories:Towing"]] }],
      ["cars", { query: "whte", facets: ["colour", "categories"] }],
    ];
    for (const [index, params] of queries) {
      const expected = over.search(index, params);
      const answer = compact.search(index, params);
      expect({ ...answer, processingTimeMS: 0 }).toEqual({ ...expected, processingTimeMS: 0 });
    }
  });

  it("serves the cars a reservation holds as reserved, leaving the feed's list as it was", () => {
    const list = compactList();
    const held = list.withReserved(new Set([String(records[2]!.id)]));
    expect(held.at(2).reserved).toBe(true);
    expect(held.attribute("reserved", 2)).toBe(true);
    expect(held.at(3)).toEqual(records[3]);
    expect(list.at(2)).toEqual(records[2]);
    const engine = createSearchEngine(held, {
      ...testConfig,
      attributesForFaceting: [...testConfig.attributesForFaceting, "reserved"],
    });
    const { hits } = engine.search("cars", { filters: "reserved:true" });
    expect(hits.map((hit) => [hit.id, hit.reserved])).toEqual([[records[2]!.id, true]]);
  });

  it("hands search each column's values as read from the records, in any document order", () => {
    // Text, numbers, flags, lists (with repeats, and items met before as plain values), nulls,
    // numbers written as text, kinds mixed within a column, and numbers or nothing.
    const tricky = [
      { a: "Ute", b: 5, c: ["Towing", "4x4", "Towing"], d: true, e: 5, f: 1775088333 },
      { a: null, b: "5", c: "4x4", d: false, e: null, f: null },
      { a: "SUV", b: 2.5, c: [], d: true, e: "five", f: 2.5 },
      { a: "Ute", b: 5, c: ["Towing", "4x4", "Towing"], d: null, e: [5, "5", null], f: -3 },
      { b: -1, c: ["Family", ["nested"], 7], d: "yes", e: false },
      { a: "ute", b: 5, c: null, d: true, e: 5, f: 1775088333 },
    ] as unknown as VehicleRecord[];
    const attributes = ["a", "b", "c", "d", "e", "f"];
    const builder = VehicleList.builder(attributes);
    for (const record of tricky) builder.add(record);
    const list = builder.finish();
    const order = Int32Array.from([3, 0, 5, 1, 4, 2]);
    const rank = new Int32Array(order.length);
    order.forEach((input, doc) => {
      rank[input] = doc;
    });
    for (const documents of [undefined, { order, rank }]) {
      for (const attribute of attributes) {
        const byDocument = Array.from(order, (_, doc) => {
          const input = documents ? documents.order[doc]! : doc;
          return (tricky[input] as unknown as Record<string, unknown>)[attribute];
        });
        expect(list.columnValues(attribute, documents)).toEqual(readColumnValues(byDocument));
        const read = list.attributeReader(attribute, documents)!;
        expect(Array.from(order, (_, doc) => read(doc))).toEqual(byDocument);
      }
    }
  });
});
