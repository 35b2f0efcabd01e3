import { carFeedRecord, normaliseParsedCarFeedRecord } from "../stock/car-feed.ts";
import { type VehicleRecord, vehicleRecord } from "../stock/vehicle.ts";
import { type Problem, plainErrors, problemsFrom } from "./problems.ts";
import { notQuick, quickParser } from "./quick-parse.ts";

/** Made on first use, so a bundle that never checks a feed record leaves it out. */
let quickCarFeedRecord: ReturnType<typeof quickParser<typeof carFeedRecord>> | undefined;
let normalisedInPlace: ReturnType<typeof quickParser<typeof vehicleRecord>> | undefined;

/**
 * One feed record of an inventory, its problems under `path` (such as ["vehicles", 12]). A valid
 * record is read by the schema's quick parser; only a record it leaves to zod is parsed by zod.
 */
export function validateVehicle(
  input: unknown,
  path: readonly PropertyKey[],
): { ok: true; vehicle: VehicleRecord } | { ok: false; problems: Problem[] } {
  quickCarFeedRecord ??= quickParser(carFeedRecord);
  return answer(quickCarFeedRecord(input), input, path);
}

/**
 * validateVehicle's answer for reading a valid record's fields only, for a record the caller
 * parsed from `text` and holds alone (`parsed`), which it gives up: the record is normalised
 * where it lies rather than copied (see normaliseParsedCarFeedRecord), and the vehicle has the
 * fields and values validateVehicle's has, though in the record's own order, and parts of the
 * record itself where they need no change (see quickParser's `inPlace`). A faulty record is
 * parsed again from its text for its problems.
 */
export function checkParsedVehicle(
  text: string,
  parsed: unknown,
  path: readonly PropertyKey[],
): { ok: true; vehicle: VehicleRecord } | { ok: false; problems: Problem[] } {
  normalisedInPlace ??= quickParser(vehicleRecord, { inPlace: true });
  const quick = normalisedInPlace(normaliseParsedCarFeedRecord(parsed));
  return quick !== notQuick ? { ok: true, vehicle: quick } : answer(quick, JSON.parse(text), path);
}

function answer(
  quick: VehicleRecord | typeof notQuick,
  input: unknown,
  path: readonly PropertyKey[],
): { ok: true; vehicle: VehicleRecord } | { ok: false; problems: Problem[] } {
  if (quick !== notQuick) return { ok: true, vehicle: quick };
  const parsed = carFeedRecord.safeParse(input, { error: plainErrors });
  return parsed.success
    ? { ok: true, vehicle: parsed.data }
    : { ok: false, problems: problemsFrom(parsed.error, path) };
}
