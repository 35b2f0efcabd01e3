import { RepeatCheck, type VehicleRecord } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { AttributeColumns } from "../stock/attribute-columns.ts";
import { RepeatedIdentities } from "./repeated-identities.ts";

/** Records whose ids, slugs and stock numbers repeat often, some several at once. */
const records = Array.from({ length: 3000 }, (_, index) => ({
  id: 1 + ((index * 7919) % 1700),
  slug: `car-${(index * 104_729) % 2100}`,
  stocknum: String((index * 15_485_863) % 2600),
}));

describe("finding repeated ids, slugs and stock numbers part by part", () => {
  it("rejects and keeps the same records, naming the same first vehicles, as RepeatCheck", () => {
    const reference = new RepeatCheck();
    const expected = records.map((record, index) =>
      reference.check(record as VehicleRecord, ["vehicles", index]),
    );
    // Three parts, each with its own columns, as the feed's reading threads hand them over.
    const check = new RepeatedIdentities(records.length);
    const found = [];
    for (const [from, to] of [
      [0, 1000],
      [1000, 1900],
      [1900, 3000],
    ] as const) {
      const columns = new AttributeColumns(["id", "slug", "stocknum"]);
      records.slice(from, to).forEach((record, at) => {
        columns.add(at, record);
      });
      check.addPart({ attributeColumns: columns.shared(to - from) }, to - from, (at) => from + at);
      for (let at = 0; at < to - from; at++) found.push(check.check(at, ["vehicles", from + at]));
    }
    expect(expected.filter((problems) => problems.length === 0).length).toBeGreaterThan(500);
    expect(expected.filter((problems) => problems.length > 1).length).toBeGreaterThan(50);
    expect(found).toEqual(expected);
  });

  it("finds the same repeats when told of fewer records than come", () => {
    const reference = new RepeatCheck();
    const expected = records.map((record, index) =>
      reference.check(record as VehicleRecord, ["vehicles", index]),
    );
    // Told of 16 records, given 3,000 in parts of 100: its tables grow part by part.
    const check = new RepeatedIdentities(16);
    const found = [];
    for (let from = 0; from < records.length; from += 100) {
      const part = records.slice(from, from + 100);
      const columns = new AttributeColumns(["id", "slug", "stocknum"]);
      part.forEach((record, at) => {
        columns.add(at, record);
      });
      check.addPart(
        { attributeColumns: columns.shared(part.length) },
        part.length,
        (at) => from + at,
      );
      for (let at = 0; at < part.length; at++) found.push(check.check(at, ["vehicles", from + at]));
    }
    expect(found).toEqual(expected);
  });
});
