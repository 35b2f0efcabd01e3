import { z } from "zod";

/** How the studio edits one prop (the props schema gives its type, range and default). */
export type FieldHint = {
  widget?:
    | "text"
    | "textarea"
    | "number"
    | "switch"
    | "select"
    | "colour"
    | "image"
    | "link"
    | "list";
  /** A line under the field on how to fill it in. */
  help?: string;
  placeholder?: string;
};

// Field hints are metadata on the prop's schema, beside its title: `.meta({ title, widget, help })`.
declare module "zod" {
  interface GlobalMeta extends FieldHint {}
}

/** The keys of a schema's metadata that only the studio reads (left out of the JSON Schema). */
export const fieldHintKeys = [
  "widget",
  "help",
  "placeholder",
] as const satisfies readonly (keyof FieldHint)[];

type Def = {
  type: string;
  innerType?: z.core.$ZodType;
  element?: z.core.$ZodType;
  shape?: Record<string, z.core.$ZodType>;
};

const wrappers = new Set(["optional", "default", "prefault", "nullable", "readonly", "catch"]);

function hintOf(schema: z.core.$ZodType): FieldHint {
  const meta = z.globalRegistry.get(schema);
  const hint: FieldHint = {};
  for (const key of fieldHintKeys)
    if (meta?.[key] !== undefined) Object.assign(hint, { [key]: meta[key] });
  return hint;
}

// Schemas never change, so each is read once (the studio's form keeps the same hints object).
const hintsOfSchema = new WeakMap<z.core.$ZodType, Record<string, FieldHint>>();

/**
 * The field hints of a props schema keyed by prop path (`link.href`, `items`, `items.title`:
 * list indexes left out, a list's own items as `items.*`), read from each prop's `.meta()`;
 * the outermost wrapper's hint wins.
 */
export function fieldHintsOf(schema: z.core.$ZodType): Record<string, FieldHint> {
  const known = hintsOfSchema.get(schema);
  if (known) return known;
  const hints: Record<string, FieldHint> = {};
  const visit = (node: z.core.$ZodType, key: string, base: string) => {
    let core = node;
    let hint: FieldHint = {};
    for (;;) {
      hint = { ...hintOf(core), ...hint };
      const def = core._zod.def as Def;
      if (!wrappers.has(def.type) || !def.innerType) break;
      core = def.innerType;
    }
    if (key && Object.keys(hint).length > 0) hints[key] = hint;
    const def = core._zod.def as Def;
    if (def.type === "object" && def.shape) {
      for (const [name, child] of Object.entries(def.shape)) {
        const path = base ? `${base}.${name}` : name;
        visit(child, path, path);
      }
    } else if (def.type === "array" && def.element) {
      visit(def.element, key ? `${key}.*` : "*", base);
    }
  };
  visit(schema, "", "");
  hintsOfSchema.set(schema, hints);
  return hints;
}
