import { type SiteDefinition, siteDefinition } from "../site/definition.ts";
import { inventoryOutline, type VehicleRecord } from "../stock/vehicle.ts";
import { migrateDefinition } from "./migrations.ts";
import { type Problem, plainErrors, problemsFrom, toPointer } from "./problems.ts";
import { validateVehicle } from "./validate-vehicle.ts";

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
  | {
      ok: true;
      /** The records that passed, to be served. */
      vehicles: VehicleRecord[];
      /** Why each other record was rejected; one bad record never blocks the rest. */
      rejected: Problem[];
      /** How many records were rejected (a record may have several problems). */
      rejectedRecords: number;
    }
  | { ok: false; problems: Problem[] };

/**
 * An inventory is a list of vehicle records, bare or under `vehicles`, in any of the feed shapes
 * `carFeedRecord` reads. A document of another shape fails whole; a bad record is rejected alone.
 */
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
  if (wrapper?.success === false) return { ok: false, problems: problemsFrom(wrapper.error) };
  const vehicles: VehicleRecord[] = [];
  const rejected: Problem[] = [];
  const repeats = new RepeatCheck();
  let rejectedRecords = 0;
  list.forEach((record, index) => {
    const path = [...base, index];
    const result = validateVehicle(record, path);
    const problems = result.ok ? repeats.check(result.vehicle, path) : result.problems;
    if (result.ok && !problems.length) vehicles.push(result.vehicle);
    else {
      rejected.push(...problems);
      rejectedRecords++;
    }
  });
  return { ok: true, vehicles, rejected, rejectedRecords };
}

/** The fields a vehicle must not share with an earlier one. */
export const identityFields = ["id", "slug", "stocknum"] as const;
const identities = identityFields;

/** The problem of the record at `path` repeating `field`'s `value` of the vehicle at `first`. */
export function repeatProblem(
  field: (typeof identityFields)[number],
  value: unknown,
  path: readonly PropertyKey[],
  first: PropertyKey,
): Problem {
  return {
    pointer: toPointer([...path, field]),
    message: `Duplicate ${field} ${JSON.stringify(value)} (also vehicle ${String(first)})`,
  };
}

/**
 * Finds records that repeat an earlier record's id, slug or stock number, fed in file order:
 * the first one is served and each repeat is rejected, naming the record it repeats.
 */
export class RepeatCheck {
  readonly #seen = identities.map(() => new Map<unknown, PropertyKey>());

  check(vehicle: VehicleRecord, path: readonly PropertyKey[]): Problem[] {
    const problems: Problem[] = [];
    identities.forEach((field, at) => {
      const first = this.#seen[at]!.get(vehicle[field]);
      if (first !== undefined) problems.push(repeatProblem(field, vehicle[field], path, first));
    });
    if (!problems.length)
      identities.forEach((field, at) => {
        this.#seen[at]!.set(vehicle[field], path.at(-1)!);
      });
    return problems;
  }
}

/** Definitions and inventories share the validate command; tell them apart by shape. */
export function looksLikeInventory(input: unknown): boolean {
  return (
    Array.isArray(input) || (typeof input === "object" && input !== null && "vehicles" in input)
  );
}
