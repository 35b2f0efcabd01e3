import {
  type Internal,
  type Internals,
  type Making,
  notQuick,
  type Quick,
} from "./zod-internals.ts";

/* How a quick parser walks objects and records of text keys (see quickParser). */

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  isObject(value) &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** A record of text keys: every own key kept, each value parsed. */
export function recordOf(each: Quick, inPlace: boolean): Quick {
  return (value) => {
    if (!isPlainObject(value)) return notQuick;
    const result: Record<string, unknown> = {};
    let same = inPlace && Object.getPrototypeOf(value) === Object.prototype;
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
export function objectOf(
  shape: Record<string, Internal>,
  strict: boolean,
  { compile, inPlace }: Making,
): Quick {
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
