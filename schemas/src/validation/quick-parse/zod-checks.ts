import {
  type Internal,
  type Internals,
  notQuick,
  type Payload,
  type Quick,
} from "./zod-internals.ts";

/* How a quick parser runs a type's checks: read as zod words them, or as zod's own code. */

/**
 * One of a type's checks, in order: a rewrite (`.overwrite`, `.trim()`), or the check's own code
 * run as zod runs it on a value without problems, so formats (email, url, dates) and refinements
 * answer as in zod's parse. A test read here as zod words it (testOf) passes most values first,
 * without that code's allocations.
 */
export function stepOf(check: Internal): Quick | undefined {
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

/**
 * A check zod would pass a value by, for the checks a feed record's numbers and ids use
 * (zod 4's checks.js: `greater_than`, `less_than`, the `safeint` format, a `min_length` of at
 * most 1, where counting code points and UTF-16 units agree, a `max_length` met in units), or
 * undefined.
 */
export function testOf(check: Internal): ((value: never) => boolean) | undefined {
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
