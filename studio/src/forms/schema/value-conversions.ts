import { z } from "zod";
import type { FieldNode, NumberNode, Option } from "./field-node.ts";
import { deepEqual } from "./value-paths.ts";

/** An emptied text box removes the value, so the field's default applies again. */
export const textToValue = (text: string): string | undefined => (text === "" ? undefined : text);

/**
 * Number box text to a value: empty removes it; text that is not a number is kept as text so it
 * reaches the draft and the field shows why it is wrong.
 */
export function numberFromText(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : text;
}

export const numberToText = (value: unknown): string =>
  typeof value === "number" ? String(value) : typeof value === "string" ? value : "";

const hexDigits = /^#?([0-9a-f]{6})$/i;
const shortHexDigits = /^#?([0-9a-f])([0-9a-f])([0-9a-f])$/i;

/** `1a2b3c` and `#abc` become `#1a2b3c` and `#aabbcc`; anything else is kept as typed. */
export function normaliseHex(text: string): string {
  const trimmed = text.trim();
  const full = hexDigits.exec(trimmed);
  if (full) return `#${full[1]}`;
  const short = shortHexDigits.exec(trimmed);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  return text;
}

export const isHex = (value: unknown): value is string =>
  typeof value === "string" && /^#[0-9a-f]{6}$/i.test(value);

/**
 * A value differs from what the field would have without it (so only fields that may be left
 * out are ever "changed"). Objects and lists are compared
 * with their own defaults filled in, so `{}` for a group of defaults is not a change.
 */
export function isChanged(node: FieldNode, value: unknown): boolean {
  // A required field has no default to go back to.
  if (value === undefined || !node.optional) return false;
  if (typeof value !== "object" || value === null) return !Object.is(value, node.defaultValue);
  const parsed = z.safeParse(node.source, value);
  return !deepEqual(parsed.success ? parsed.data : value, node.defaultValue);
}

const optionLabel = (options: Option[], value: unknown) =>
  options.find((option) => option.value === value)?.label ?? String(value);

/** The field's default in words, for "Default: …"; undefined when it has none worth showing. */
export function describeDefault(node: FieldNode): string | undefined {
  const value = node.defaultValue;
  if (value === undefined || node.kind === "object" || node.kind === "variant") return undefined;
  if (value === null) return "none";
  switch (node.kind) {
    case "switch":
      return value ? "on" : "off";
    case "select":
      return optionLabel(node.options, value);
    case "choices":
      return Array.isArray(value) && value.length
        ? value.map((entry) => optionLabel(node.options, entry)).join(", ")
        : "none";
    case "list":
      return Array.isArray(value)
        ? value.length === 0
          ? "none"
          : `${value.length} ${value.length === 1 ? "entry" : "entries"}`
        : undefined;
    case "link": {
      const link = value as { label?: string; href?: string };
      return `${link.label} (${link.href})`;
    }
    default:
      return value === "" ? "empty" : String(value);
  }
}

/** "1 to 60", "at least 1", "more than 0"; undefined without bounds. */
export function describeRange(node: NumberNode): string | undefined {
  const low = node.min ?? node.exclusiveMin;
  const high = node.max ?? node.exclusiveMax;
  if (node.min !== undefined && node.max !== undefined) return `${node.min} to ${node.max}`;
  if (low !== undefined && high !== undefined) return `between ${low} and ${high}`;
  if (node.min !== undefined) return `at least ${node.min}`;
  if (node.exclusiveMin !== undefined) return `more than ${node.exclusiveMin}`;
  if (node.max !== undefined) return `at most ${node.max}`;
  if (node.exclusiveMax !== undefined) return `less than ${node.exclusiveMax}`;
  return undefined;
}

/**
 * The value a newly added entry starts with: required fields filled with a neutral value (which
 * may still be invalid, such as an empty title, so the field asks for it), defaults left out.
 */
export function newValueFor(node: FieldNode): unknown {
  switch (node.kind) {
    case "object":
    case "link":
      return Object.fromEntries(
        node.fields
          .filter((field) => !field.optional)
          .map((field) => [field.key, newValueFor(field)]),
      );
    case "variant": {
      const first = node.variants[0];
      if (!first) return {};
      return {
        [node.discriminator]: first.value,
        ...(newValueFor({ ...node, kind: "object", fields: first.fields }) as object),
      };
    }
    case "number":
      return node.min ?? 0;
    case "switch":
      return false;
    case "select":
      return node.nullable ? null : node.options[0]?.value;
    case "list":
    case "choices":
      return [];
    case "literal":
      return node.value;
    case "json":
      return null;
    default:
      return "";
  }
}
