import { createHash } from "node:crypto";
import type { FieldProblem } from "./request-problems.ts";

export const idempotencyHeader = "Idempotency-Key";

/** The header's key; a problem when it is sent but unusable. */
export function readIdempotencyKey(header: string | string[] | undefined): {
  key?: string;
  problem?: FieldProblem;
} {
  if (header === undefined) return {};
  const key = Array.isArray(header) ? undefined : header.trim();
  if (!key || key.length > 255 || !/^[\x21-\x7e]+$/.test(key))
    return {
      problem: {
        path: idempotencyHeader,
        message:
          "Send one key of 1 to 255 visible ASCII characters (a UUID per submission is usual)",
      },
    };
  return { key };
}

const sortedKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, entry]) => [key, sortedKeys(entry)]),
    );
  return value;
};

/** The same lead, whatever the order of its fields, hashes the same. */
export const leadHash = (lead: unknown) =>
  createHash("sha256")
    .update(JSON.stringify(sortedKeys(lead)))
    .digest("hex");
