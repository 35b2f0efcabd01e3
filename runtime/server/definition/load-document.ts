import {
  looksLikeInventory,
  type SiteDefinition,
  type VehicleRecord,
  validateInventory,
  validateSiteDefinition,
} from "@storefront/schemas";
import { type LocatedProblem, locateAll, readJsonSource } from "./json-source.ts";

export type LoadedDocument =
  | {
      ok: true;
      kind: "definition";
      file: string;
      definition: SiteDefinition;
      migratedFrom: number | null;
    }
  | { ok: true; kind: "inventory"; file: string; vehicles: VehicleRecord[] }
  | { ok: false; file: string; problems: LocatedProblem[] };

type Expect = "definition" | "inventory" | "either";

/** Reads a JSON file and validates it as a site definition or an inventory, locating every fault. */
export async function loadDocument(
  file: string,
  expect: Expect = "either",
): Promise<LoadedDocument> {
  const read = await readJsonSource(file);
  if (!read.ok) return { ok: false, file, problems: read.problems };
  const { source } = read;
  const inventory =
    expect === "inventory" || (expect === "either" && looksLikeInventory(source.value));
  if (inventory) {
    const result = validateInventory(source.value);
    return result.ok
      ? { ok: true, kind: "inventory", file, vehicles: result.vehicles }
      : { ok: false, file, problems: locateAll(source, result.problems) };
  }
  const result = validateSiteDefinition(source.value);
  return result.ok
    ? {
        ok: true,
        kind: "definition",
        file,
        definition: result.definition,
        migratedFrom: result.migratedFrom,
      }
    : { ok: false, file, problems: locateAll(source, result.problems) };
}
