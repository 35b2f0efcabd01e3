import { type SiteDefinition, siteDefinition } from "../site/definition.ts";
import { inventoryOutline, type VehicleRecord, vehicleRecord } from "../vehicle.ts";
import { migrateDefinition } from "./migrations.ts";
import { type Problem, plainErrors, problemsFrom, toPointer } from "./problems.ts";

export type DefinitionResult =
  | { ok: true; definition: SiteDefinition; migratedFrom: number | null; applied: string[] }
  | { ok: false; problems: Problem[] };

/** Upgrades an older definition, then checks it against the current schema. */
export function validateSiteDefinition(input: unknown): DefinitionResult {
  const migrated = migrateDefinition(input);
  if (!migrated.ok) return migrated;
  const parent = (migrated.document as { parent?: unknown }).parent;
  if (parent !== undefined) {
    const message = `This site takes its group settings from "${String(parent)}": check it together with that site's definition`;
    return { ok: false, problems: [{ pointer: "/parent", message }] };
  }
  const parsed = siteDefinition.safeParse(migrated.document, { error: plainErrors });
  if (!parsed.success) return { ok: false, problems: problemsFrom(parsed.error) };
  return {
    ok: true,
    definition: parsed.data,
    migratedFrom: migrated.applied.length ? migrated.from : null,
    applied: migrated.applied,
  };
}

export type InventoryResult =
  | { ok: true; vehicles: VehicleRecord[] }
  | { ok: false; problems: Problem[] };

/** An inventory is a list of vehicle records, bare or under `vehicles`. */
export function validateInventory(input: unknown): InventoryResult {
  const inWrapper = typeof input === "object" && input !== null && !Array.isArray(input);
  const list = inWrapper ? (input as { vehicles?: unknown }).vehicles : input;
  const base = inWrapper ? ["vehicles"] : [];
  if (!Array.isArray(list)) {
    return {
      ok: false,
      problems: [
        {
          pointer: toPointer(base),
          message: 'Expected a list of vehicles, or an object with a "vehicles" list',
        },
      ],
    };
  }
  const wrapper = inWrapper ? inventoryOutline.safeParse(input, { error: plainErrors }) : undefined;
  const problems = wrapper?.success === false ? problemsFrom(wrapper.error) : [];
  const vehicles: VehicleRecord[] = [];
  list.forEach((record, index) => {
    const result = validateVehicle(record, [...base, index]);
    if (result.ok) vehicles.push(result.vehicle);
    else problems.push(...result.problems);
  });
  if (problems.length) return { ok: false, problems };
  const repeated = duplicateVehicles(vehicles, base);
  return repeated.length ? { ok: false, problems: repeated } : { ok: true, vehicles };
}

/** One vehicle record of an inventory, its problems under `path` (such as ["vehicles", 12]). */
export function validateVehicle(
  input: unknown,
  path: readonly PropertyKey[],
): { ok: true; vehicle: VehicleRecord } | { ok: false; problems: Problem[] } {
  const parsed = vehicleRecord.safeParse(input, { error: plainErrors });
  return parsed.success
    ? { ok: true, vehicle: parsed.data }
    : { ok: false, problems: problemsFrom(parsed.error, path) };
}

/** Vehicles that repeat an earlier one's id, slug or stock number, by their place in the list. */
export function duplicateVehicles(
  vehicles: readonly VehicleRecord[],
  base: readonly PropertyKey[],
): Problem[] {
  return [
    ...duplicates(vehicles, "id", base),
    ...duplicates(vehicles, "slug", base),
    ...duplicates(vehicles, "stocknum", base),
  ];
}

function duplicates(
  vehicles: readonly VehicleRecord[],
  field: "id" | "slug" | "stocknum",
  base: readonly PropertyKey[],
): Problem[] {
  const seen = new Map<unknown, number>();
  const problems: Problem[] = [];
  vehicles.forEach((vehicle, index) => {
    const first = seen.get(vehicle[field]);
    if (first !== undefined) {
      problems.push({
        pointer: toPointer([...base, index, field]),
        message: `Duplicate ${field} ${JSON.stringify(vehicle[field])} (also vehicle ${first})`,
      });
    } else seen.set(vehicle[field], index);
  });
  return problems;
}

/** Definitions and inventories share the validate command; tell them apart by shape. */
export function looksLikeInventory(input: unknown): boolean {
  return (
    Array.isArray(input) || (typeof input === "object" && input !== null && "vehicles" in input)
  );
}
