import type { z } from "zod";
import { movedFieldMessage } from "./moved-fields.ts";

/** One fault in a document: where (RFC 6901 JSON pointer) and what, in plain words. */
export type Problem = { pointer: string; message: string };

export function toPointer(path: readonly PropertyKey[]): string {
  return path.map((key) => `/${String(key).replaceAll("~", "~0").replaceAll("/", "~1")}`).join("");
}

const typeNames: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  object: "an object",
  array: "a list",
  null: "null",
  undefined: "nothing",
};

function describeInput(input: unknown): string {
  if (input === null) return "null";
  if (Array.isArray(input)) return "a list";
  if (typeof input === "string")
    return `the text ${JSON.stringify(input.length > 40 ? `${input.slice(0, 40)}…` : input)}`;
  if (typeof input === "object") return "an object";
  return typeNames[typeof input] ?? typeof input;
}

/** Per-parse error map: zod's defaults in plainer words. Schema-specific messages still win. */
export const plainErrors = (issue: z.core.$ZodRawIssue): string | undefined => {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "This field is required but missing";
      return `Expected ${typeNames[issue.expected] ?? issue.expected}, found ${describeInput(issue.input)}`;
    case "invalid_value":
      return `Use one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}; found ${describeInput(issue.input)}`;
    case "too_small":
      if (issue.origin === "string")
        return issue.minimum === 1
          ? "This cannot be empty"
          : `Use at least ${issue.minimum} characters`;
      if (issue.origin === "array")
        return `List at least ${issue.minimum} item${issue.minimum === 1 ? "" : "s"}`;
      return `Use a value of at least ${issue.minimum}${issue.inclusive === false ? " (exclusive)" : ""}`;
    case "too_big":
      if (issue.origin === "string") return `Use at most ${issue.maximum} characters`;
      if (issue.origin === "array") return `List at most ${issue.maximum} items`;
      return `Use a value of at most ${issue.maximum}`;
    case "invalid_union":
      return "This value matches none of the allowed forms";
    case "invalid_format":
      return `Use a valid ${issue.format}`;
    default:
      return undefined;
  }
};

export function problemsFrom(error: z.ZodError, base: readonly PropertyKey[] = []): Problem[] {
  return error.issues.flatMap((issue) => {
    const path = [...base, ...issue.path];
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({
        pointer: toPointer([...path, key]),
        message:
          movedFieldMessage(path, key) ?? `Unknown field "${key}"; check its spelling or remove it`,
      }));
    }
    return [{ pointer: toPointer(path), message: issue.message }];
  });
}
