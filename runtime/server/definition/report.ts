import { relative, resolve } from "node:path";
import type { LocatedProblem } from "./json-source.ts";

/** A path as the user would recognise it: relative inside the working folder, else absolute. */
export function shownPath(file: string): string {
  const fromHere = relative(process.cwd(), file);
  return fromHere === "" || fromHere.startsWith("..") ? resolve(file) : fromHere;
}

/** `file: /pointer (line:column) message`, the one format validate and serve print. */
function formatProblem(file: string, problem: LocatedProblem): string {
  return `${shownPath(file)}: ${problem.pointer || "/"} (${problem.line}:${problem.column}) ${problem.message}`;
}

export function formatProblems(file: string, problems: LocatedProblem[]): string {
  return problems.map((problem) => formatProblem(file, problem)).join("\n");
}
