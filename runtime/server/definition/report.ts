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

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

export function formatProblems(file: string, problems: LocatedProblem[]): string {
  return problems.map((problem) => formatProblem(file, problem)).join("\n");
}

/** A document's problems, then one line of counts: what `validate` prints for a file it refuses. */
export function problemsReport(file: string, problems: LocatedProblem[]): string {
  return `${formatProblems(file, problems)}\n✖ ${shownPath(file)}: ${plural(problems.length, "problem")}`;
}

/** What a check of an inventory found: the vehicles it serves and the records it rejected. */
export type InventoryCheck = {
  vehicles: number;
  rejected: LocatedProblem[];
  rejectedRecords: number;
};

/**
 * The report on an inventory, the same from `validate`, the server's log and its report file:
 * each rejected record's problems, then one line of counts.
 */
export function inventoryReport(file: string, check: InventoryCheck): string {
  const shown = shownPath(file);
  if (!check.rejectedRecords) return `✔ ${shown}: valid inventory of ${check.vehicles} vehicles`;
  return [
    formatProblems(file, check.rejected),
    `✖ ${shown}: ${plural(check.rejectedRecords, "record")} rejected (${plural(check.rejected.length, "problem")}); ${plural(check.vehicles, "valid vehicle")}`,
  ].join("\n");
}
