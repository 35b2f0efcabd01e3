import type { z } from "zod";
import { siteDefinition } from "../site/definition.ts";
import { type PageTemplate, pageTemplateCatalog, zonesOf } from "../site/page-templates.ts";
import { page, siteLayout } from "../site/pages.ts";

type Schema = z.core.$ZodType;
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const alphabetical = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A site definition as JSON text that only changes when the definition does: keys in the order
 * of the schema's fields (unknown keys after them, alphabetically), zones in their template's
 * order, other record keys alphabetically, arrays as they are, 2-space indentation and a final
 * newline. Values are kept as authored; defaults are not filled in.
 */
export function canonicalDefinitionJson(input: unknown): string {
  return `${JSON.stringify(ordered(siteDefinition, input), null, 2)}\n`;
}

/** Strips the wrappers that do not change a value's shape (optional, default, lazy...). */
function unwrap(schema: Schema | undefined): Schema | undefined {
  let current = schema;
  for (let depth = 0; current && depth < 32; depth++) {
    const def = (current as z.core.$ZodTypes)._zod.def;
    switch (def.type) {
      case "optional":
      case "nullable":
      case "default":
      case "prefault":
      case "catch":
      case "readonly":
      case "nonoptional":
        current = def.innerType;
        break;
      case "lazy":
        current = def.getter();
        break;
      case "pipe":
        current = def.in;
        break;
      default:
        return current;
    }
  }
  return current;
}

function ordered(
  schema: Schema | undefined,
  value: unknown,
  preferredKeys: readonly string[] = [],
): unknown {
  const shape = unwrap(schema);
  const def = (shape as z.core.$ZodTypes | undefined)?._zod.def;
  if (def?.type === "union") return ordered(pickOption(def.options, value), value, preferredKeys);
  if (Array.isArray(value)) {
    const element = def?.type === "array" ? def.element : undefined;
    return value.map((item) => ordered(element, item));
  }
  if (!isObject(value)) return value;
  if (def?.type === "object") return orderedObject(shape as Schema, def.shape, value);
  const valueSchema = def?.type === "record" ? def.valueType : undefined;
  const keys = [
    ...preferredKeys.filter((key) => key in value),
    ...Object.keys(value)
      .filter((key) => !preferredKeys.includes(key))
      .sort(alphabetical),
  ];
  return Object.fromEntries(keys.map((key) => [key, ordered(valueSchema, value[key])]));
}

function orderedObject(schema: Schema, fields: Record<string, Schema>, value: Json): Json {
  const known = Object.keys(fields).filter((key) => key in value);
  const unknown = Object.keys(value)
    .filter((key) => !(key in fields))
    .sort(alphabetical);
  const result: Json = {};
  for (const key of [...known, ...unknown]) {
    const preferred = key === "zones" ? zoneOrder(schema, value) : [];
    result[key] = ordered(fields[key], value[key], preferred);
  }
  return result;
}

/** The zones of a page or of the site layout, in the order their template lists them. */
function zoneOrder(holder: Schema, value: Json): readonly string[] {
  if (holder === siteLayout) return zonesOf("layout");
  const template = value.template;
  if (holder === page && typeof template === "string" && template in pageTemplateCatalog)
    return zonesOf(template as PageTemplate);
  return [];
}

/**
 * The member of a union a value was written for: a list for a list, otherwise the object whose
 * literal fields (such as a block's `type`) agree with the value and which knows most of its keys.
 */
function pickOption(options: readonly Schema[], value: unknown): Schema | undefined {
  if (Array.isArray(value))
    return options.find((option) => defOf(option)?.type === "array") ?? options[0];
  if (!isObject(value)) return options[0];
  let best: Schema | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const option of options) {
    const def = defOf(option);
    if (def?.type !== "object") continue;
    const score = Object.entries(def.shape).reduce((total, [key, field]) => {
      if (!(key in value)) return total;
      const literal = defOf(field);
      if (literal?.type === "literal" && !literal.values.includes(value[key] as never))
        return total - 1000;
      return total + 1;
    }, 0);
    if (score > bestScore) {
      best = option;
      bestScore = score;
    }
  }
  return best ?? options[0];
}

const defOf = (schema: Schema | undefined) =>
  (unwrap(schema) as z.core.$ZodTypes | undefined)?._zod.def;
