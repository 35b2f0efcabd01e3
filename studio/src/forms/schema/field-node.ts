import type { FieldHint } from "@storefront/design-system/blocks/contract.ts";
import type { AnySchema } from "./zod-introspection.ts";

/**
 * How the studio edits one field, beyond what the schema says. Blocks give `FieldHint`s in their
 * `meta.fieldHints`; the settings editor adds labels, option names and hidden fields.
 */
export type FormFieldHint = FieldHint & {
  label?: string;
  /** Left out of the form (the value is kept as it is). */
  hidden?: boolean;
  /** Display names for enum values. */
  options?: Record<string, string>;
  /** What one entry of a list is called ("Reason", "Fee"). */
  itemLabel?: string;
};

/** Keyed by schema path: `link.href`, `items`, `items.title` (list indexes left out). */
export type FormHints = Record<string, FormFieldHint>;

export type Option = { value: string; label: string };

export type NodeBase = {
  /** The property name ("" for the form's root, "*" for a list's items). */
  key: string;
  /** Dotted path from the form's root without list indexes, as used by hints. */
  schemaPath: string;
  label: string;
  description?: string | undefined;
  help?: string | undefined;
  placeholder?: string | undefined;
  /** May be left out: optional, or filled in by a default. */
  optional: boolean;
  nullable: boolean;
  /** The value the field has when left out; undefined when it then stays absent. */
  defaultValue: unknown;
  /** The value's own schema, under any optional/default wrappers. */
  schema: AnySchema;
  /** The field's schema as declared, wrappers included (parsing it applies the defaults). */
  source: AnySchema;
};

export type TextNode = NodeBase & {
  kind: "text";
  multiline: boolean;
  inputType: "text" | "email" | "url";
  minLength?: number | undefined;
  maxLength?: number | undefined;
};
export type NumberNode = NodeBase & {
  kind: "number";
  min?: number | undefined;
  max?: number | undefined;
  exclusiveMin?: number | undefined;
  exclusiveMax?: number | undefined;
  step?: number | undefined;
  integer: boolean;
};
export type SelectNode = NodeBase & { kind: "select"; options: Option[] };
export type SwitchNode = NodeBase & { kind: "switch" };
export type ColourNode = NodeBase & { kind: "colour" };
export type ImageNode = NodeBase & { kind: "image" };
/** ISO date, or date-time when `withTime` (a date-time value is kept as typed). */
export type DateNode = NodeBase & { kind: "date"; withTime: boolean };
export type TimeNode = NodeBase & { kind: "time" };
export type ObjectNode = NodeBase & { kind: "object"; fields: FieldNode[] };
/** A `{ label, href }` pair. */
export type LinkNode = NodeBase & { kind: "link"; fields: FieldNode[] };
export type ListNode = NodeBase & {
  kind: "list";
  item: FieldNode;
  itemLabel: string;
  minItems?: number | undefined;
  maxItems?: number | undefined;
};
/** An ordered selection from fixed options (a list of enum values). */
export type ChoicesNode = NodeBase & {
  kind: "choices";
  options: Option[];
  minItems?: number | undefined;
  maxItems?: number | undefined;
};
/** One of several object shapes told apart by a discriminator field. */
export type VariantNode = NodeBase & {
  kind: "variant";
  discriminator: string;
  variants: { value: string; label: string; fields: FieldNode[] }[];
};
type LiteralNode = NodeBase & { kind: "literal"; value: unknown };
/** Anything the form has no widget for, edited as JSON text. */
export type JsonNode = NodeBase & { kind: "json" };

export type FieldNode =
  | TextNode
  | NumberNode
  | SelectNode
  | SwitchNode
  | ColourNode
  | ImageNode
  | DateNode
  | TimeNode
  | ObjectNode
  | LinkNode
  | ListNode
  | ChoicesNode
  | VariantNode
  | LiteralNode
  | JsonNode;

/** A path to a value inside the form: keys and list indexes. */
export type FieldPath = readonly (string | number)[];
