import type { Problem, VehicleRecord } from "@storefront/schemas";
// The feed record's check alone: a thread reading a feed's part loads no more of the schemas.
import { checkParsedVehicle } from "@storefront/schemas/validation/validate-vehicle";
import type { RecordText } from "../stock/inventory-splitter.ts";
import { type LocatedProblem, locate, parseJsonSource } from "./json-source.ts";

type Place = { line: number; column: number };

/**
 * One record parsed and validated; its problems located within the file. A valid record's
 * vehicle is for reading its fields (see checkParsedVehicle): the stock keeps the record's text.
 */
export function checkRecord(
  file: string,
  record: RecordText,
): { ok: true; vehicle: VehicleRecord } | { ok: false; problems: LocatedProblem[] } {
  let value: unknown = record.value;
  try {
    value ??= JSON.parse(record.text);
  } catch {
    const source = parseJsonSource(file, record.text);
    const fault = source.ok ? undefined : source.problems[0];
    const message = fault?.message ?? "Invalid JSON";
    return {
      ok: false,
      problems: [
        inFile(record, { pointer: pointerOf(record), message }, fault ?? { line: 1, column: 1 }),
      ],
    };
  }
  // The record was parsed for this check alone (here or by the splitter): it is checked in place.
  const result = checkParsedVehicle(record.text, value, record.path);
  if (result.ok) return result;
  // Only a faulty record is parsed again with positions, to point inside it.
  const source = parseJsonSource(file, record.text);
  const prefix = pointerOf(record);
  return {
    ok: false,
    problems: result.problems.map((problem) => {
      const within = source.ok
        ? locate(source.source, problem.pointer.slice(prefix.length))
        : { line: 1, column: 1 };
      return inFile(record, problem, within);
    }),
  };
}

const pointerOf = (record: RecordText) => record.path.map((key) => `/${key}`).join("");

/** A place within a record's text as a place in the file. */
function inFile(record: RecordText, problem: Problem, within: Place): LocatedProblem {
  return {
    pointer: problem.pointer,
    message: problem.message,
    line: record.line + within.line - 1,
    column: within.line === 1 ? record.column + within.column - 1 : within.column,
  };
}
