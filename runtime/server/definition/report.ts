import type { LocatedProblem } from "./json-source.ts";

/** `file: /pointer (line:column) message`, the one format validate and serve print. */
export function formatProblem(file: string, problem: LocatedProblem): string {
  return `${file}: ${problem.pointer || "/"} (${problem.line}:${problem.column}) ${problem.message}`;
}

export function formatProblems(file: string, problems: LocatedProblem[]): string {
  return problems.map((problem) => formatProblem(file, problem)).join("\n");
}
