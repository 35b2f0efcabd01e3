import type { z } from "zod";
import { walk } from "./quick-parse/walk.ts";
import { stepOf, testOf } from "./quick-parse/zod-checks.ts";
import {
  askZod,
  type Internal,
  type Internals,
  type Making,
  notQuick,
  type Quick,
} from "./quick-parse/zod-internals.ts";

export { notQuick } from "./quick-parse/zod-internals.ts";

/**
 * A parser derived from a zod schema that answers what `schema.parse` answers for every value the
 * schema accepts, and `notQuick` for any other: then `safeParse` is to be asked, for the problems.
 * It walks objects (strict ones too), lists, records, unions, optional, nullable, default and
 * prefault values itself (where zod spends most of its time on a large record), with the
 * schema's bounds on numbers and text (see testOf), and asks zod for everything else (formats,
 * refinements, transforms), or with `ownChecks` runs formats and refinements as zod's own code
 * (see stepOf) and asks zod only for the rest; `inPlace`: see Making.
 * Checked against `safeParse` on feed records and leads by quick-parse.test.ts.
 */
export function quickParser<Schema extends z.ZodType>(
  schema: Schema,
  options: { ownChecks?: boolean; inPlace?: boolean } = {},
): (value: unknown) => z.output<Schema> | typeof notQuick {
  const making: Making = {
    ownChecks: options.ownChecks ?? false,
    inPlace: options.inPlace ?? false,
    compile: (inner) => compile(inner, making),
  };
  return compile(schema as unknown as Internal, making) as (
    value: unknown,
  ) => z.output<Schema> | typeof notQuick;
}

function compile(schema: Internal, making: Making): Quick {
  const internals = schema._zod;
  const { def } = internals;
  const checks = [...(internals.traits.has("$ZodCheck") ? [schema] : []), ...(def.checks ?? [])];
  if (!making.ownChecks) return compileTested(internals, checks, making);
  const steps = checks.map(stepOf);
  if (steps.includes(undefined)) return askZod(internals);
  const walked = walk(internals, making);
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
function compileTested(internals: Internals, checks: Internal[], making: Making): Quick {
  const rewrites = checks.every((check) => check._zod.def.check === "overwrite")
    ? checks.map((check) => check._zod.def.tx!)
    : undefined;
  const tests = rewrites ? [] : checks.map(testOf);
  if (tests.includes(undefined)) return askZod(internals);
  const walked = walk(internals, making);
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
