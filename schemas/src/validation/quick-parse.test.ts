import { describe, expect, it } from "vitest";
import { z } from "zod";
import { flatCar, nestedCar } from "../../test/spec-cars.ts";
import { leadHoneypotField, leadPayload } from "../leads/lead.ts";
import { carFeedRecord } from "../stock/car-feed.ts";
import { plainErrors } from "./problems.ts";
import { notQuick, quickParser } from "./quick-parse.ts";
import { checkParsedVehicle, validateVehicle } from "./validate-vehicle.ts";

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
  // Compared as text (field order and fields present but undefined too), since the loader keeps
  // a record as its JSON text.
  const text = (value: unknown) =>
    JSON.stringify(value, (_key, field) => (field === undefined ? "(undefined)" : field));
  const answer = (value: unknown) => (value === notQuick ? "rejected" : text(value));
  if (answer(fast) !== (slow.success ? text(slow.data) : "rejected"))
    expect({ input, quick: answer(fast) }).toEqual({
      input,
      quick: slow.success ? slow.data : "rejected",
    });
  return { accepted: slow.success, quick: fast !== notQuick };
}

/** A value as JSON with every object's fields in name order: the same fields and values, in any order. */
const fieldsAndValues = (value: unknown): string =>
  JSON.stringify(value, (_key, field) =>
    typeof field === "object" && field !== null && !Array.isArray(field)
      ? Object.fromEntries(
          Object.keys(field)
            .sort()
            .map((name) => [name, field[name]]),
        )
      : field,
  );

/** Whether `part` is an object within `value` itself (not a copy of one). */
function findIn(value: unknown, part: unknown): boolean {
  if (value === part) return true;
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).some((field) => findIn(field, part))
  );
}

/** The in-place parser accepts what zod accepts, with zod's fields and values, the input's own objects kept. */
function expectInPlaceAgreement(
  schema: z.ZodType,
  inPlace: (value: unknown) => unknown,
  input: unknown,
) {
  const slow = schema.safeParse(structuredClone(input), { error: plainErrors });
  const given = fieldsAndValues(input);
  const fast = inPlace(input);
  // The input itself is never changed.
  expect(fieldsAndValues(input)).toBe(given);
  const answer = (value: unknown) => (value === notQuick ? "rejected" : fieldsAndValues(value));
  expect({ input, answer: answer(fast) }).toEqual({
    input,
    answer: slow.success ? fieldsAndValues(slow.data) : "rejected",
  });
  return fast;
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

  it("in place, answers zod's fields and values, keeping the record's own unchanged parts", {
    timeout: 60_000,
  }, () => {
    const inPlace = quickParser(carFeedRecord, { inPlace: true });
    for (const car of [nestedCar, flatCar]) {
      const answer = expectInPlaceAgreement(carFeedRecord, inPlace, car) as Record<string, unknown>;
      // Objects the feed's reading leaves as they are (a lender's figures, an image) are the record's own.
      const own = (value: unknown) =>
        Object.values(value as object).filter((field) => typeof field === "object" && field);
      const images = (answer.images ?? []) as unknown[];
      const kept = [...own(answer), ...own(answer.finance_lenders ?? {}), ...images];
      expect(kept.some((part) => findIn(car, part))).toBe(true);
      for (const path of [...paths(car), ["other"], ["images", 0, "other"]])
        for (const value of oddValues)
          expectInPlaceAgreement(carFeedRecord, inPlace, mutated(car, path, value));
    }
    for (const value of [null, undefined, "car", 4101, [], [nestedCar], true])
      expectInPlaceAgreement(carFeedRecord, inPlace, value);
  });

  it("checking a parsed record where it lies answers as checking a copy, problems and all", {
    timeout: 60_000,
  }, () => {
    // A record as feeds mostly send it, which the quick parser reads itself: no null but where
    // a field may be null (or absent), dates as ISO text.
    const checked = validateVehicle(structuredClone(nestedCar), []);
    const plain = { ...JSON.parse(JSON.stringify(checked.ok && checked.vehicle)), series: null };
    const dates = [" 2018-03 ", "2018-03-01 10:00", "2018-03-01T10:00", "2018-03-01T10:00:00Z"];
    const path = ["vehicles", 7];
    let [rejected, inPlace] = [0, 0];
    for (const car of [nestedCar, flatCar, plain]) {
      const wrong = paths(car).flatMap((at) => oddValues.map((value) => mutated(car, at, value)));
      const dated = dates.flatMap((date) =>
        ["created_at", "build_date", "rego_expiry"].map((field) => mutated(car, [field], date)),
      );
      for (const record of [car, ...wrong, ...dated]) {
        const text = JSON.stringify(record);
        const copied = validateVehicle(JSON.parse(text), path);
        const parsed = JSON.parse(text);
        const answer = checkParsedVehicle(text, parsed, path);
        if (!copied.ok) rejected++;
        if (answer.ok && answer.vehicle === parsed) inPlace++;
        expect(answer.ok ? fieldsAndValues(answer.vehicle) : answer.problems).toEqual(
          copied.ok ? fieldsAndValues(copied.vehicle) : copied.problems,
        );
      }
    }
    expect(rejected).toBeGreaterThan(0);
    expect(inPlace).toBeGreaterThan(0);
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
    const inPlace = quickParser(schema, { inPlace: true });
    for (const input of inputs) expectInPlaceAgreement(schema, inPlace, input);
    const plain = z.object({ a: z.array(z.string()), r: z.record(z.string(), z.number()) });
    const kept = { a: ["x", "y"], r: { p: 1 } };
    expect(quickParser(plain, { inPlace: true })(kept)).toBe(kept);
    for (const input of [
      { ...kept, extra: 1 },
      { a: ["x", 1], r: {} },
      { a: [], r: { p: "1" } },
    ])
      expectInPlaceAgreement(plain, quickParser(plain, { inPlace: true }), input);
  });
});

const quickLead = quickParser(leadPayload, { ownChecks: true });

/** A lead with every kind of field the schema has. */
const fullLead = {
  name: " Jo ",
  last_name: "Citizen",
  email: "jo@example.com",
  phone: "0412 345 678",
  postcode: "4000",
  message: "Is it still available?",
  category: "Test Drive",
  subcategory: "Weekend",
  opt_in: false,
  terms_conditions: true,
  location: "Brisbane",
  dealership_slug: "north-motors",
  stock_number: "S123",
  "Vehicle Make": "Toyota",
  car_id: 4101,
  car_dealership_id: "77",
  url: "https://bench.localhost/cars/a-car?utm_source=mail",
  source: "Website",
  user_agent: "Mozilla/5.0",
  lead_attributes: {
    visited_pages: ["/", "/cars/a-car"],
    linked_query_params: { utm_source: "mail" },
  },
  additional_services: ["Finance"],
  tags: ["vip"],
  preferred_date: "2026-12-01",
  preferred_time: "09:30",
  trade_in: { rego: "ABC123", rego_state: "QLD", make: "Mazda", model: "3", year: 2015, km: 90000 },
  amount: 25000.5,
  term: 5,
  selfAssessedCreditScore: "GREAT",
  form_completed: true,
  [leadHoneypotField]: "",
  form_opened_at: 1_780_000_000_000,
  form_sent_at: 1_780_000_060_000,
};

/** What a lead's fields are got wrong with, besides the feed's odd values. */
const oddLeadValues: unknown[] = [
  ...oddValues,
  0,
  true,
  "  spaced  ",
  "Careers Enquiry",
  "x".repeat(101),
  // 120 UTF-16 units but 60 code points: zod counts code points.
  "\u{1F600}".repeat(60),
  "https://example.com/page",
  "not an address",
  ["a", " "],
];

describe("the quick parser of leads", () => {
  it("answers what zod answers for leads and every field of them made wrong", {
    timeout: 60_000,
  }, () => {
    const benchLead = {
      name: "Jo",
      email: "jo@example.com",
      lead_attributes: { visited_pages: ["/"], linked_query_params: {} },
    };
    let tried = 0;
    let quick = 0;
    for (const lead of [fullLead, benchLead, { name: "Jo", phone: "(07) 3000 0000" }]) {
      expect(expectAgreement(leadPayload, quickLead, lead).quick).toBe(true);
      const unknownFields = "trade_in" in lead ? [["other"], ["trade_in", "colour"]] : [["other"]];
      for (const path of [...paths(lead), ...unknownFields])
        for (const value of oddLeadValues) {
          const result = expectAgreement(leadPayload, quickLead, mutated(lead, path, value));
          tried++;
          if (result.quick) quick++;
        }
    }
    // Many changes still leave a valid lead (a lead refuses more than a feed record does).
    expect(quick).toBeGreaterThan(tried / 5);
  });

  it("answers what zod answers for a Careers Enquiry and for leads that are not objects", () => {
    const careers = expectAgreement(leadPayload, quickLead, {
      ...fullLead,
      category: "Careers Enquiry",
    });
    expect(careers.quick).toBe(true);
    for (const value of [null, undefined, "lead", 1, [], [fullLead], Object.create(fullLead)])
      expectAgreement(leadPayload, quickLead, value);
  });
});
