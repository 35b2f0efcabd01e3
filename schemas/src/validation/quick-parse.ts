import type { z } from "zod";

/** What a quick parser answers for a value the schema would not accept as it is. */
export const notQuick: unique symbol = Symbol("not quick");

type Quick = (value: unknown) => unknown;

/** The parts of zod's internals read here (zod 4's `_zod`). */
type Internals = {
  def: {
    type: string;
    checks?: Internal[];
    shape?: Record<string, Internal>;
    catchall?: Internal;
    element?: Internal;
    options?: Internal[];
    keyType?: Internal;
    valueType?: Internal;
    innerType?: Internal;
    defaultValue?: unknown;
    in?: Internal;
    out?: Internal;
    check?: string;
    tx?: (value: unknown) => unknown;
  };
  traits: Set<string>;
  optin?: "optional" | "defaulted";
  optout?: "optional";
  values?: Set<unknown>;
  run: (
    payload: { value: unknown; issues: unknown[] },
    context: { async: false },
  ) => { value: unknown; issues: unknown[] };
};
type Internal = { _zod: Internals };

/**
 * A parser derived from a zod schema that answers what `schema.parse` answers for every value the
 * schema accepts, and `notQuick` for any other: then `safeParse` is to be asked, for the problems.
 * It walks objects (strict ones too), lists, records, unions, optional, nullable, default and
 * prefault values itself (where zod spends most of its time on a large record), with the
 * schema's bounds on numbers and text (see testOf), and asks zod for everything else (formats,
 * refinements, transforms), or with `ownChecks` runs formats and refinements as zod's own code
 * (see stepOf) and asks zod only for the rest.
 * Checked against `safeParse` on feed records and leads by quick-parse.test.ts.
 */
export function quickParser<Schema extends z.ZodType>(
  schema: Schema,
  options: { ownChecks?: boolean; inPlace?: boolean } = {},
): (value: unknown) => z.output<Schema> | typeof notQuick {
  ownChecks = options.ownChecks ?? false;
  inPlace = options.inPlace ?? false;
  try {
    return compile(schema as unknown as Internal) as (
      value: unknown,
    ) => z.output<Schema> | typeof notQuick;
  } finally {
    ownChecks = false;
    inPlace = false;
  }
}

/**
 * Whether the parser being made runs checks testOf cannot read as their own code (stepOf): a
 * lead's formats and refinements. A feed record's are left to zod with their type, which
 * measured faster on a feed than running each as its own step.
 */
let ownChecks = false;

/**
 * Whether the parser being made gives back a plain object or list itself where zod's parse
 * would copy it unchanged (no field left out, rewritten or added), rather than a copy: the
 * same fields and values as zod's answer, though in the value's own order, without the
 * allocations (a feed record's lists of images, its lenders) when only its fields are read.
 */
let inPlace = false;

function compile(schema: Internal): Quick {
  const internals = schema._zod;
  const { def } = internals;
  const checks = [...(internals.traits.has("$ZodCheck") ? [schema] : []), ...(def.checks ?? [])];
  if (!ownChecks) return compileTested(internals, checks);
  const steps = checks.map(stepOf);
  if (steps.includes(undefined)) return askZod(internals);
  const walked = walk(internals);
  if (!walked) return askZod(internals);
  if (!steps.length) return walked;
  const after = steps as Quick[];
  return (value) => {
    let result = walked(value);
    for (const step of after) {
      if (result === notQuick) return result;
      result = step(result);
    }
    return result;
  };
}

/** A type whose checks are all rewrites or all tests testOf reads; any other is left to zod. */
function compileTested(internals: Internals, checks: Internal[]): Quick {
  const rewrites = checks.every((check) => check._zod.def.check === "overwrite")
    ? checks.map((check) => check._zod.def.tx!)
    : undefined;
  const tests = rewrites ? [] : checks.map(testOf);
  if (tests.includes(undefined)) return askZod(internals);
  const walked = walk(internals);
  if (!walked) return askZod(internals);
  if (tests.length) {
    const passes = tests as ((value: never) => boolean)[];
    return (value) => {
      const result = walked(value);
      if (result === notQuick) return result;
      for (const test of passes) if (!test(result as never)) return notQuick;
      return result;
    };
  }
  if (!rewrites?.length) return walked;
  return (value) => {
    let result = walked(value);
    if (result === notQuick) return result;
    for (const rewrite of rewrites) result = rewrite(result);
    return result;
  };
}

/**
 * One of a type's checks, in order: a rewrite (`.overwrite`, `.trim()`), or the check's own code
 * run as zod runs it on a value without problems, so formats (email, url, dates) and refinements
 * answer as in zod's parse. A test read here as zod words it (testOf) passes most values first,
 * without that code's allocations.
 */
function stepOf(check: Internal): Quick | undefined {
  const { def } = check._zod;
  if (def.check === "overwrite") return def.tx;
  const run = (check._zod as { check?: (payload: Payload) => unknown }).check;
  const test = testOf(check);
  if (typeof run !== "function")
    return test && ((value) => (test(value as never) ? value : notQuick));
  const when = (def as { when?: (payload: Payload) => boolean }).when;
  const ownCode: Quick = (value) => {
    const payload: Payload = { value, issues: [] };
    if (when && !when(payload)) return value;
    // A check that answers later (an async refinement) is left to zod, which refuses it.
    if (run(payload) instanceof Promise || payload.issues.length) return notQuick;
    return payload.value;
  };
  return test ? (value) => (test(value as never) ? value : ownCode(value)) : ownCode;
}

type Payload = { value: unknown; issues: unknown[] };

/**
 * A check zod would pass a value by, for the checks a feed record's numbers and ids use
 * (zod 4's checks.js: `greater_than`, `less_than`, the `safeint` format, a `min_length` of at
 * most 1, where counting code points and UTF-16 units agree, a `max_length` met in units), or
 * undefined.
 */
function testOf(check: Internal): ((value: never) => boolean) | undefined {
  const def = check._zod.def as Internals["def"] & {
    value?: unknown;
    inclusive?: boolean;
    format?: string;
    minimum?: number;
    pattern?: RegExp;
  };
  const bound = def.value;
  switch (def.check) {
    case "greater_than":
      if (typeof bound !== "number") return undefined;
      return def.inclusive ? (value: number) => value >= bound : (value: number) => value > bound;
    case "less_than":
      if (typeof bound !== "number") return undefined;
      return def.inclusive ? (value: number) => value <= bound : (value: number) => value < bound;
    case "number_format":
      return def.format === "safeint" ? (value: number) => Number.isSafeInteger(value) : undefined;
    case "string_format": {
      // ISO dates and date-times are their pattern alone ($ZodISODate, $ZodISODateTime).
      const pattern = def.pattern;
      if ((def.format !== "date" && def.format !== "datetime") || !(pattern instanceof RegExp))
        return undefined;
      return (value: string) => {
        pattern.lastIndex = 0;
        return pattern.test(value);
      };
    }
    case "min_length": {
      const minimum = def.minimum!;
      return minimum <= 1 ? (value: string) => value.length >= minimum : undefined;
    }
    case "max_length": {
      // Text within the bound in UTF-16 units is within it in code points; zod's own check
      // counts the code points of longer text.
      const maximum = (def as { maximum?: number }).maximum!;
      return (value: string | unknown[]) => value.length <= maximum;
    }
    default:
      return undefined;
  }
}

/** Zod's own answer for a value, reduced to the value or `notQuick`. */
function askZod(internals: Internals): Quick {
  return (value) => {
    const result = internals.run({ value, issues: [] }, { async: false });
    return result.issues.length ? notQuick : result.value;
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  isObject(value) &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** The walk of a type without checks of its own, or undefined to leave it to zod. */
function walk(internals: Internals): Quick | undefined {
  const { def } = internals;
  if ((def as { coerce?: boolean }).coerce || internals.traits.has("$ZodExactOptional"))
    return undefined;
  switch (def.type) {
    case "string":
      // A plain text type, or a format read here (see testOf); with ownChecks compile runs any
      // other as its own code, or else zod runs it in its parse.
      if (!ownChecks && internals.traits.has("$ZodCheck") && !testOf({ _zod: internals }))
        return undefined;
      return (value) => (typeof value === "string" ? value : notQuick);
    case "boolean":
      return (value) => (typeof value === "boolean" ? value : notQuick);
    case "number":
      return (value) => (typeof value === "number" && Number.isFinite(value) ? value : notQuick);
    case "enum":
    case "literal": {
      const values = internals.values!;
      return (value) => (values.has(value) ? value : notQuick);
    }
    case "optional": {
      const inner = compile(def.innerType!);
      if (def.innerType!._zod.optin === "defaulted") return undefined;
      return (value) => (value === undefined ? undefined : inner(value));
    }
    case "nullable": {
      const inner = compile(def.innerType!);
      return (value) => (value === null ? null : inner(value));
    }
    case "prefault": {
      const inner = compile(def.innerType!);
      return (value) => inner(value === undefined ? def.defaultValue : value);
    }
    case "default": {
      const inner = compile(def.innerType!);
      return (value) => {
        if (value === undefined) return def.defaultValue;
        const result = inner(value);
        return result === undefined ? def.defaultValue : result;
      };
    }
    case "array": {
      const element = compile(def.element!);
      if (inPlace)
        return (value) => {
          if (!Array.isArray(value)) return notQuick;
          let result: unknown[] | undefined;
          for (let at = 0; at < value.length; at++) {
            const given = value[at];
            const item = element(given);
            if (item === notQuick) return notQuick;
            if (item !== given || !(at in value)) result ??= value.slice(0, at);
            if (result) result[at] = item;
          }
          return result ?? value;
        };
      return (value) => {
        if (!Array.isArray(value)) return notQuick;
        const result = new Array<unknown>(value.length);
        for (let at = 0; at < value.length; at++) {
          const item = element(value[at]);
          if (item === notQuick) return notQuick;
          result[at] = item;
        }
        return result;
      };
    }
    case "union": {
      const options = def.options!.map(compile);
      return (value) => {
        for (const option of options) {
          const result = option(value);
          if (result !== notQuick) return result;
        }
        return notQuick;
      };
    }
    case "pipe": {
      const before = compile(def.in!);
      const after = compile(def.out!);
      return (value) => {
        const result = before(value);
        return result === notQuick ? result : after(result);
      };
    }
    case "record":
      return def.keyType!._zod.def.type === "string" && !def.keyType!._zod.def.checks?.length
        ? recordOf(compile(def.valueType!))
        : undefined;
    case "object":
      if (!def.catchall) return objectOf(def.shape!, false);
      return def.catchall._zod.def.type === "never" ? objectOf(def.shape!, true) : undefined;
    default:
      return undefined;
  }
}

/** A record of text keys: every own key kept, each value parsed. */
function recordOf(each: Quick): Quick {
  const kept = inPlace;
  return (value) => {
    if (!isPlainObject(value)) return notQuick;
    const result: Record<string, unknown> = {};
    let same = kept && Object.getPrototypeOf(value) === Object.prototype;
    for (const key of Object.keys(value)) {
      if (key === "__proto__") {
        same = false;
        continue;
      }
      const given = value[key];
      const item = each(given);
      if (item === notQuick) return notQuick;
      if (item !== given) same = false;
      result[key] = item;
    }
    if (Object.getOwnPropertySymbols(value).length) return notQuick;
    return same ? value : result;
  };
}

/**
 * An object of known fields, in the shape's order; any other field is left out, as zod does, or
 * refused by a strict object (zod's `for...in` over the value, so inherited fields count too).
 */
function objectOf(shape: Record<string, Internal>, strict: boolean): Quick {
  const known = new Set(Object.keys(shape));
  const fields = Object.keys(shape)
    .filter((key) => key !== "__proto__")
    .map((key) => {
      const internals = shape[key]!._zod;
      return { key, parse: compile(shape[key]!), optin: internals.optin, optout: internals.optout };
    });
  if (inPlace) return objectInPlace(fields, known, strict);
  return (value) => {
    if (!isObject(value)) return notQuick;
    if (strict) for (const key in value) if (!known.has(key)) return notQuick;
    const result: Record<string, unknown> = {};
    for (const { key, parse, optin, optout } of fields) {
      const given = value[key];
      const present = given !== undefined || key in value;
      if (!present && optin === "optional" && optout === "optional") continue;
      const field = parse(given);
      if (field === notQuick) {
        // An absent optional field that fails is left out rather than failing the object.
        if (!present && optin !== undefined && optout === "optional") continue;
        return notQuick;
      }
      if (!present && optin === undefined) return notQuick;
      if (field !== undefined) result[key] = field;
      else if (present || (optin === "defaulted" && optout !== "optional")) result[key] = undefined;
    }
    return result;
  };
}

type Field = { key: string; parse: Quick; optin: Internals["optin"]; optout: Internals["optout"] };

/**
 * objectOf's parse giving back the object itself when zod's answer would hold the same fields
 * and values: a plain object with no field beyond the shape's, each field parsed to itself and
 * none added. Otherwise it answers as objectOf does. The fields the object holds are read as
 * `for...in` gives them (V8 reads those quickly), then the shape's others as objectOf reads them.
 */
function objectInPlace(fields: Field[], known: ReadonlySet<string>, strict: boolean): Quick {
  const indexOf = new Map(fields.map((field, at) => [field.key, at]));
  return (value) => {
    if (!isObject(value)) return notQuick;
    let same = Object.getPrototypeOf(value) === Object.prototype;
    const results = new Array<unknown>(fields.length).fill(unmet);
    for (const key in value) {
      const at = indexOf.get(key);
      if (at === undefined) {
        if (strict && !known.has(key)) return notQuick;
        same = false;
        continue;
      }
      const given = value[key];
      const field = fields[at]!.parse(given);
      if (field === notQuick) return notQuick;
      results[at] = field;
      if (field !== given) same = false;
    }
    for (let at = 0; at < fields.length; at++) {
      if (results[at] !== unmet) continue;
      const { key, parse, optin, optout } = fields[at]!;
      const given = value[key];
      const isPresent = given !== undefined || key in value;
      // There, though not enumerable: zod's answer has it as its own.
      if (isPresent) same = false;
      if (!isPresent && optin === "optional" && optout === "optional") {
        results[at] = absent;
        continue;
      }
      const field = parse(given);
      if (field === notQuick) {
        if (!isPresent && optin !== undefined && optout === "optional") {
          results[at] = absent;
          continue;
        }
        return notQuick;
      }
      if (!isPresent && optin === undefined) return notQuick;
      results[at] = field;
      if (field !== given) same = false;
    }
    if (same) return value;
    const result: Record<string, unknown> = {};
    for (let at = 0; at < fields.length; at++) {
      const field = results[at];
      if (field === absent) continue;
      const { key, optin, optout } = fields[at]!;
      const isPresent = value[key] !== undefined || key in value;
      if (field !== undefined) result[key] = field;
      else if (isPresent || (optin === "defaulted" && optout !== "optional"))
        result[key] = undefined;
    }
    return result;
  };
}

/** A field objectInPlace has not read yet. */
const unmet: unique symbol = Symbol("unmet");

/** A field objectInPlace leaves out of its answer. */
const absent: unique symbol = Symbol("absent");
