import type { z } from "zod";
import { badRequest, type SearchError } from "./errors.ts";

/**
 * A 400 error naming the offending parameter, from the first problem zod found, e.g.
 * `Unknown parameter: foo` or `requests[0].hitsPerPage: Too big: expected number to be <=1000`.
 */
export function invalidRequest(error: z.ZodError, prefix = ""): SearchError {
  const issue = error.issues[0]!;
  const where = formatPath(issue.path, prefix);
  if (issue.code === "unrecognized_keys") {
    const label = issue.keys.length > 1 ? "Unknown parameters" : "Unknown parameter";
    const location = where ? ` in ${where}` : "";
    return badRequest(`${label}: ${issue.keys.join(", ")}${location}`);
  }
  return badRequest(`${where || "body"}: ${issue.message}`);
}

function formatPath(path: readonly PropertyKey[], prefix: string): string {
  let out = prefix;
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}
