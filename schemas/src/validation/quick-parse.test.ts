import { describe, expect, it } from "vitest";
import { z } from "zod";
import { flatCar, nestedCar } from "../../test/spec-cars.ts";
import { carFeedRecord } from "../car-feed.ts";
import { plainErrors } from "./problems.ts";
import { notQuick, quickParser } from "./quick-parse.ts";

const quickCarFeedRecord = quickParser(carFeedRecord);

/** Values a feed gets wrong, tried in place of each field in turn. */
const oddValues: unknown[] = [null, undefined, "", "12", "2026-13-40", -1, 1.5, {}, [{}]];

/** The record with the field at `path` set to `value` (deleted for undefined). */
function mutated(record: unknown, path: readonly PropertyKey[], value: unknown): unknown {
  const copy = structuredClone(record) as Record<PropertyKey, unknown>;
  let at: Record<PropertyKey, unknown> = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<PropertyKey, unknown>;
  if (value === undefined) delete at[path.at(-1)!];
  else at[path.at(-1)!] = value;
  return copy;
}

/** Every path to a value in a JSON value, objects' fields and lists' first item. */
function paths(value: unknown, prefix: PropertyKey[] = []): PropertyKey[][] {
  if (Array.isArray(value))
    return value
      .slice(0, 1)
      .flatMap((item, index) => [[...prefix, index], ...paths(item, [...prefix, index])]);
  if (typeof value === "object" && value !== null)
    return Object.keys(value).flatMap((key) => [
      [...prefix, key],
      ...paths((value as Record<string, unknown>)[key], [...prefix, key]),
    ]);
  return [];
}

/** The quick parser answers as zod does, or leaves the record to zod. */
function expectAgreement(schema: z.ZodType, quick: (value: unknown) => unknown, input: unknown) {
  const slow = schema.safeParse(input, { error: plainErrors });
  const fast = quick(input);
  const answer = (value: unknown) => (value === notQuick ? "rejected" : JSON.stringify(value));
  // Compared as text (field order too), since the loader keeps a record as its JSON text.
  if (answer(fast) !== (slow.success ? JSON.stringify(slow.data) : "rejected"))
    expect({ input, quick: answer(fast) }).toEqual({
      input,
      quick: slow.success ? slow.data : "rejected",
    });
  return { accepted: slow.success, quick: fast !== notQuick };
}

describe("the quick parser of feed records", () => {
  it("answers what zod answers for the spec's cars and every field of them made wrong", {
    timeout: 60_000,
  }, () => {
    let tried = 0;
    let quick = 0;
    for (const car of [nestedCar, flatCar]) {
      expect(expectAgreement(carFeedRecord, quickCarFeedRecord, car).quick).toBe(true);
      for (const path of paths(car))
        for (const value of oddValues) {
          const result = expectAgreement(
            carFeedRecord,
            quickCarFeedRecord,
            mutated(car, path, value),
          );
          tried++;
          if (result.quick) quick++;
        }
    }
    // Most changes still leave a valid record, which the quick parser reads itself.
    expect(quick).toBeGreaterThan(tried / 3);
  });

  it("answers what zod answers for records that are not objects", () => {
    for (const value of [null, undefined, "car", 4101, [], [nestedCar], true])
      expectAgreement(carFeedRecord, quickCarFeedRecord, value);
  });

  it("follows zod's optional, default, nullable, union, record and rewrite rules", () => {
    const schema = z
      .object({
        a: z.string().optional(),
        b: z.number().int().default(7),
        c: z.union([z.literal(false), z.object({ d: z.string() })]).nullable(),
        e: z.record(z.string(), z.array(z.number().min(0))).optional(),
        f: z.enum(["x", "y"]).default("x").optional(),
      })
      .overwrite((value) => ({ ...value, g: value.b * 2 }));
    const quick = quickParser(schema);
    const inputs = [
      { c: null },
      { a: undefined, b: undefined, c: false },
      { a: "s", b: 3.5, c: { d: "t", extra: 1 } },
      { c: { d: 1 } },
      { c: false, e: { p: [1, 2], q: [] } },
      { c: false, e: { p: [-1] } },
      { c: false, f: "z" },
      { c: false, f: undefined },
      { b: 2 },
      "no",
    ];
    for (const input of inputs) expectAgreement(schema, quick, input);
  });
});
