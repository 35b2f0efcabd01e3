/** The parts of zod 4's internals (`_zod`) a quick parser reads, and what it answers. */

/** What a quick parser answers for a value the schema would not accept as it is. */
export const notQuick: unique symbol = Symbol("not quick");

export type Quick = (value: unknown) => unknown;

/** The parts of zod's internals read here (zod 4's `_zod`). */
export type Internals = {
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
export type Internal = { _zod: Internals };

/** Zod's own answer for a value, reduced to the value or `notQuick`. */
export function askZod(internals: Internals): Quick {
  return (value) => {
    const result = internals.run({ value, issues: [] }, { async: false });
    return result.issues.length ? notQuick : result.value;
  };
}

export type Payload = { value: unknown; issues: unknown[] };

/** How the parser being made is made (see quickParser's options). */
export type Making = {
  /**
   * Whether it runs checks testOf cannot read as their own code (stepOf): a lead's formats and
   * refinements. A feed record's are left to zod with their type, which measured faster on a
   * feed than running each as its own step.
   */
  ownChecks: boolean;
  /**
   * Whether it gives back a plain object or list itself where zod's parse would copy it
   * unchanged (no field left out, rewritten or added), rather than a copy: the same fields and
   * values as zod's answer, though in the value's own order, without the allocations (a feed
   * record's lists of images, its lenders) when only its fields are read.
   */
  inPlace: boolean;
  /** Makes the parser of a type within. */
  compile: (schema: Internal) => Quick;
};
