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
