import type {
  FieldNode,
  FieldPath,
  FormFieldHint,
  FormHints,
  NodeBase,
  ObjectNode,
  Option,
} from "./field-node.ts";
import {
  type AnySchema,
  defOf,
  enumValues,
  isClockTime,
  isHexColour,
  isMediaUrl,
  lengthBounds,
  numberBounds,
  objectShape,
  stringFormat,
  unwrap,
} from "./zod-introspection.ts";

const knownKeys: Record<string, string> = { href: "Link", url: "URL", id: "ID" };

/** `hitsPerPage` -> "Hits per page", `location_type` -> "Location type", `buy-online` -> "Buy online". */
export function humanise(key: string): string {
  const known = knownKeys[key];
  if (known) return known;
  // Codes such as NSW stay as they are.
  if (/^[A-Z0-9]+$/.test(key)) return key;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "Reasons" -> "Reason", "Categories" -> "Category"; "Item" when the label is no plural. */
function singular(label: string): string {
  if (/ies$/i.test(label)) return label.replace(/ies$/i, "y");
  if (/[^s]s$/i.test(label)) return label.slice(0, -1);
  return "Item";
}

/** Strings this long (or with a default this long) get a textarea rather than an input. */
const multilineLength = { max: 240, defaultText: 80 };

type Walk = { hints: FormHints; lazyStack: AnySchema[] };

/** Describes the fields of an object schema (block props, a settings group) for the form. */
export function describeSchema(schema: AnySchema, hints: FormHints = {}): ObjectNode {
  const node = describeField(schema, "", "", { hints, lazyStack: [] });
  if (node.kind !== "object") throw new Error(`Expected an object schema, got ${node.kind}`);
  return node;
}

/** Enum values with their names: the hint's, else the schema's `optionLabels`, else in words. */
function optionsFor(values: string[], labels: Record<string, string> | undefined): Option[] {
  return values.map((value) => ({ value, label: labels?.[value] ?? humanise(value) }));
}

function describeFields(shape: Record<string, AnySchema>, base: string, walk: Walk): FieldNode[] {
  return Object.entries(shape)
    .filter(([key]) => !walk.hints[base ? `${base}.${key}` : key]?.hidden)
    .map(([key, child]) => describeField(child, key, base ? `${base}.${key}` : key, walk));
}

function describeField(schema: AnySchema, key: string, schemaPath: string, walk: Walk): FieldNode {
  const hint = walk.hints[schemaPath];
  const unwrapped = unwrap(schema);
  const { core } = unwrapped;
  const base: NodeBase = {
    key,
    schemaPath,
    label: hint?.label ?? unwrapped.title ?? humanise(key === "*" ? "item" : key),
    description: unwrapped.description,
    help: hint?.help,
    placeholder: hint?.placeholder,
    optional: unwrapped.optional,
    nullable: unwrapped.nullable,
    defaultValue: unwrapped.defaultValue,
    schema: core,
    source: schema,
  };
  const def = defOf(core);
  const labels = hint?.options ?? unwrapped.optionLabels;

  switch (def.type) {
    case "string":
      return describeString(base, hint);
    case "number":
      return { ...base, kind: "number", ...numberBounds(core) };
    case "boolean":
      return { ...base, kind: "switch" };
    case "enum":
      return { ...base, kind: "select", options: optionsFor(enumValues(core), labels) };
    case "literal":
      return { ...base, kind: "literal", value: (def.values as unknown[])[0] };
    case "object": {
      const shape = objectShape(core);
      const keys = Object.keys(shape).sort().join(",");
      const fields = describeFields(shape, schemaPath, walk);
      if (hint?.widget === "link" || keys === "href,label")
        return { ...base, kind: "link", fields };
      return { ...base, kind: "object", fields };
    }
    case "array":
      return describeArray(base, def.element as AnySchema, walk);
    case "union":
      return describeUnion(
        base,
        def.options as AnySchema[],
        def.discriminator as string | undefined,
        labels,
        walk,
      );
    case "lazy":
      return describeLazy(base, def.getter as () => AnySchema, walk);
    default:
      return { ...base, kind: "json" };
  }
}

/** A string: an image, a colour, a time, a date, else text on one line or several. */
function describeString(base: NodeBase, hint: FormFieldHint | undefined): FieldNode {
  const core = base.schema;
  if (hint?.widget === "image" || isMediaUrl(core)) return { ...base, kind: "image" };
  if (hint?.widget === "colour" || isHexColour(core)) return { ...base, kind: "colour" };
  if (isClockTime(core)) return { ...base, kind: "time" };
  const format = stringFormat(core);
  if (format === "date" || format === "datetime") {
    return { ...base, kind: "date", withTime: format === "datetime" };
  }
  const length = lengthBounds(core);
  const defaultText = typeof base.defaultValue === "string" ? base.defaultValue : "";
  const multiline =
    hint?.widget === "textarea" ||
    (hint?.widget === undefined &&
      ((length.max ?? 0) >= multilineLength.max ||
        defaultText.length > multilineLength.defaultText));
  return {
    ...base,
    kind: "text",
    multiline,
    inputType: format === "email" ? "email" : hint?.widget === "link" ? "url" : "text",
    minLength: length.min,
    maxLength: length.max,
  };
}

/** A list: of enum values, an ordered choice of options; of anything else, a list of items. */
function describeArray(base: NodeBase, element: AnySchema, walk: Walk): FieldNode {
  const { schemaPath } = base;
  const hint = walk.hints[schemaPath];
  const itemHint = walk.hints[schemaPath ? `${schemaPath}.*` : "*"];
  const item = describeField(element, "*", schemaPath, walk);
  const elementMeta = unwrap(element);
  const length = lengthBounds(base.schema);
  if (item.kind === "select" && !item.nullable) {
    return {
      ...base,
      kind: "choices",
      options: optionsFor(
        item.options.map((option) => option.value),
        (hint ?? itemHint)?.options ?? elementMeta.optionLabels,
      ),
      minItems: length.min,
      maxItems: length.max,
    };
  }
  const itemLabel = hint?.itemLabel ?? elementMeta.title ?? singular(base.label);
  return {
    ...base,
    kind: "list",
    item: { ...item, label: itemLabel, help: undefined },
    itemLabel,
    minItems: length.min,
    maxItems: length.max,
  };
}

/** A union: of dates, a date field; told apart by a field, variants; else JSON. */
function describeUnion(
  base: NodeBase,
  options: AnySchema[],
  discriminator: string | undefined,
  labels: Record<string, string> | undefined,
  walk: Walk,
): FieldNode {
  const dates = options.map((option) => unwrap(option).core);
  if (dates.every((option) => ["date", "datetime"].includes(stringFormat(option) ?? ""))) {
    return { ...base, kind: "date", withTime: true };
  }
  if (discriminator) {
    return describeVariants(base, options, discriminator, labels, walk);
  }
  return { ...base, kind: "json" };
}

/** A lazy schema (the menus' recursion), described once per level and as JSON below that. */
function describeLazy(base: NodeBase, getter: () => AnySchema, walk: Walk): FieldNode {
  const lazy = base.schema;
  if (walk.lazyStack.includes(lazy)) return { ...base, kind: "json" };
  const described = describeField(getter(), base.key, base.schemaPath, {
    ...walk,
    lazyStack: [...walk.lazyStack, lazy],
  });
  return {
    ...described,
    label: base.label,
    optional: base.optional || described.optional,
    defaultValue: base.defaultValue ?? described.defaultValue,
  } as FieldNode;
}

function describeVariants(
  base: NodeBase,
  options: AnySchema[],
  discriminator: string,
  labels: Record<string, string> | undefined,
  walk: Walk,
): FieldNode {
  const variants = options.map((option) => {
    const shape = objectShape(unwrap(option).core);
    const tag = unwrap(shape[discriminator]!).core;
    const value = String((defOf(tag).values as unknown[])[0]);
    const rest = Object.fromEntries(
      Object.entries(shape).filter(([field]) => field !== discriminator),
    );
    return {
      value,
      label: labels?.[value] ?? humanise(value),
      fields: describeFields(rest, base.schemaPath, walk),
    };
  });
  return { ...base, kind: "variant", discriminator, variants };
}

/** The fields shown for a variant node's current value (the matching variant's). */
export function variantFields(node: FieldNode, value: unknown): FieldNode[] {
  if (node.kind !== "variant") return [];
  const tag = (value as Record<string, unknown> | undefined)?.[node.discriminator];
  return node.variants.find((variant) => variant.value === tag)?.fields ?? [];
}

/** The node that edits the value at `path` (list indexes step into the item), if any. */
export function findNode(root: FieldNode, path: FieldPath, value?: unknown): FieldNode | undefined {
  let node: FieldNode | undefined = root;
  let at = value;
  for (const segment of path) {
    if (!node) return undefined;
    if (node.kind === "list" && typeof segment === "number") node = node.item;
    // Choices and JSON hold their whole value in one control, which shows what is under it.
    else if (node.kind === "choices" || node.kind === "json") return node;
    else if (node.kind === "object" || node.kind === "link") {
      node = node.fields.find((field) => field.key === segment);
    } else if (node.kind === "variant") {
      node = variantFields(node, at).find((field) => field.key === segment);
    } else return undefined;
    at = (at as Record<string | number, unknown> | undefined)?.[segment];
  }
  return node;
}

/** Every node of the tree, depth first (list items included once). */
export function* eachNode(node: FieldNode): Generator<FieldNode> {
  yield node;
  if (node.kind === "object" || node.kind === "link") {
    for (const field of node.fields) yield* eachNode(field);
  } else if (node.kind === "list") yield* eachNode(node.item);
  else if (node.kind === "variant") {
    for (const variant of node.variants) for (const field of variant.fields) yield* eachNode(field);
  }
}
