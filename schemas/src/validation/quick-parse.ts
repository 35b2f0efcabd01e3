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
 * It walks objects, lists, records, unions, optional, nullable and default values itself (where
 * zod spends most of its time on a large record), with the schema's bounds on numbers and text
 * (see testOf), and asks zod for everything else, so the other rules (formats, refinements,
 * transforms) run as zod's own. Checked against `safeParse` by quick-parse.test.ts.
 */
export function quickParser<Schema extends z.ZodType>(
  schema: Schema,
): (value: unknown) => z.output<Schema> | typeof notQuick {
  return compile(schema as unknown as Internal) as (
    value: unknown,
  ) => z.output<Schema> | typeof notQuick;
}

function compile(schema: Internal): Quick {
  const internals = schema._zod;
  const { def } = internals;
  const checks = [...(internals.traits.has("$ZodCheck") ? [schema] : []), ...(def.checks ?? [])];
  // A type's own checks are kept when they only rewrite the value (`.overwrite`) or are tests
  // read here as zod words them (below); any other is left to zod, with its type.
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
 * A check zod would pass a value by, for the checks a feed record's numbers and ids use
 * (zod 4's checks.js: `greater_than`, `less_than`, the `safeint` format, a `min_length` of at
 * most 1, where counting code points and UTF-16 units agree), or undefined.
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
      // A plain text type, or a format read here (see testOf); zod runs any other in its parse.
      if (internals.traits.has("$ZodCheck") && !testOf({ _zod: internals })) return undefined;
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
      return def.catchall ? undefined : objectOf(def.shape!);
    default:
      return undefined;
  }
}

/** A record of text keys: every own key kept, each value parsed. */
function recordOf(each: Quick): Quick {
  return (value) => {
    if (!isPlainObject(value)) return notQuick;
    const result: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      if (key === "__proto__") continue;
      const item = each(value[key]);
      if (item === notQuick) return notQuick;
      result[key] = item;
    }
    if (Object.getOwnPropertySymbols(value).length) return notQuick;
    return result;
  };
}

/** An object of known fields, in the shape's order; any other field is left out, as zod does. */
function objectOf(shape: Record<string, Internal>): Quick {
  const fields = Object.keys(shape)
    .filter((key) => key !== "__proto__")
    .map((key) => {
      const internals = shape[key]!._zod;
      return { key, parse: compile(shape[key]!), optin: internals.optin, optout: internals.optout };
    });
  return (value) => {
    if (!isObject(value)) return notQuick;
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
