import { clockTime, hexColour, mediaUrl } from "@storefront/schemas";
import { z } from "zod";

/**
 * Reading zod 4 schemas through their definitions (`_zod.def`, the interface zod documents for
 * library authors) rather than through `z.toJSONSchema`: the definitions keep the refinements
 * shared by `mediaUrl` or `hexColour` (so an image field can be told from any other string),
 * `.meta()` on any wrapper, defaults given by `.prefault()`, and the lazy recursion of menus.
 */
export type AnySchema = z.core.$ZodType;

type Def = z.core.$ZodTypeDef & Record<string, unknown>;
type CheckDef = { check: string } & Record<string, unknown>;

export const defOf = (schema: AnySchema): Def => schema._zod.def as Def;

/** The wrappers that change whether a value may be absent or null, but not what it is. */
const wrappers = new Set(["optional", "default", "prefault", "nullable", "readonly", "catch"]);

export type Unwrapped = {
  /** The schema under every optional/default/nullable wrapper. */
  core: AnySchema;
  /** The field may be left out (it is optional or has a default). */
  optional: boolean;
  nullable: boolean;
  /** What a left-out field becomes once parsed; undefined when it stays absent. */
  defaultValue: unknown;
  title?: string | undefined;
  description?: string | undefined;
  /** Display names of enum values, from `.meta({ optionLabels })`. */
  optionLabels?: Record<string, string> | undefined;
};

type FieldMeta = Pick<Unwrapped, "title" | "description" | "optionLabels">;

function metaOf(schema: AnySchema): FieldMeta {
  const meta = z.globalRegistry.get(schema);
  return { title: meta?.title, description: meta?.description, optionLabels: meta?.optionLabels };
}

/** Parses `undefined` with the whole field schema: the value a left-out field gets. */
export function defaultOf(schema: AnySchema): unknown {
  const result = z.safeParse(schema, undefined);
  return result.success ? result.data : undefined;
}

export function unwrap(schema: AnySchema): Unwrapped {
  let core = schema;
  let optional = false;
  let nullable = false;
  let { title, description, optionLabels } = metaOf(schema);
  while (wrappers.has(defOf(core).type)) {
    const type = defOf(core).type;
    if (type === "nullable") nullable = true;
    else if (type !== "readonly") optional = true;
    core = defOf(core).innerType as AnySchema;
    const meta = metaOf(core);
    title ??= meta.title;
    description ??= meta.description;
    optionLabels ??= meta.optionLabels;
  }
  return {
    core,
    optional,
    nullable,
    defaultValue: optional ? defaultOf(schema) : undefined,
    title,
    description,
    optionLabels,
  };
}

function checksOf(schema: AnySchema): CheckDef[] {
  const def = defOf(schema);
  const checks = ((def.checks as { _zod: { def: CheckDef } }[] | undefined) ?? []).map(
    (check) => check._zod.def,
  );
  // `z.int()` is a number schema that is its own format check.
  return typeof def.check === "string" ? [def as unknown as CheckDef, ...checks] : checks;
}

/** Whether `schema` carries the last refinement of `reference` (a shared schema such as mediaUrl). */
function sharesRefinement(schema: AnySchema, reference: AnySchema): boolean {
  const referenceChecks = defOf(reference).checks as unknown[] | undefined;
  const own = defOf(schema).checks as unknown[] | undefined;
  const marker = referenceChecks?.at(-1);
  return marker !== undefined && (own?.includes(marker) ?? false);
}

export const isMediaUrl = (schema: AnySchema) => sharesRefinement(schema, mediaUrl);
export const isHexColour = (schema: AnySchema) => sharesRefinement(schema, hexColour);
export const isClockTime = (schema: AnySchema) => sharesRefinement(schema, clockTime);

export type NumberBounds = {
  min?: number | undefined;
  max?: number | undefined;
  /** Set when the bound itself is not allowed (`.positive()` on a decimal). */
  exclusiveMin?: number | undefined;
  exclusiveMax?: number | undefined;
  step?: number | undefined;
  integer: boolean;
};

export function numberBounds(schema: AnySchema): NumberBounds {
  const bounds: NumberBounds = { integer: false };
  const checks = checksOf(schema);
  for (const check of checks) {
    if (check.check === "number_format" && String(check.format).includes("int")) {
      bounds.integer = true;
    }
    if (check.check === "multiple_of") bounds.step = check.value as number;
  }
  for (const check of checks) {
    const value = check.value as number;
    if (check.check === "greater_than") {
      if (check.inclusive) bounds.min = value;
      else if (bounds.integer) bounds.min = Math.floor(value) + 1;
      else bounds.exclusiveMin = value;
    } else if (check.check === "less_than") {
      if (check.inclusive) bounds.max = value;
      else if (bounds.integer) bounds.max = Math.ceil(value) - 1;
      else bounds.exclusiveMax = value;
    }
  }
  if (bounds.integer && bounds.step === undefined) bounds.step = 1;
  return bounds;
}

/** Minimum and maximum length of a string or a list. */
export function lengthBounds(schema: AnySchema): { min?: number; max?: number } {
  const bounds: { min?: number; max?: number } = {};
  for (const check of checksOf(schema)) {
    if (check.check === "min_length") bounds.min = check.minimum as number;
    if (check.check === "max_length") bounds.max = check.maximum as number;
    if (check.check === "length_equals") bounds.min = bounds.max = check.length as number;
  }
  return bounds;
}

/** The string format (`email`, `date`, `datetime`...) of a string schema, if any. */
export function stringFormat(schema: AnySchema): string | undefined {
  const format = defOf(schema).format;
  return typeof format === "string" ? format : undefined;
}

export function enumValues(schema: AnySchema): string[] {
  return Object.values(defOf(schema).entries as Record<string, string>);
}

export function objectShape(schema: AnySchema): Record<string, AnySchema> {
  return defOf(schema).shape as Record<string, AnySchema>;
}
