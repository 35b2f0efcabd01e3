import { stat } from "node:fs/promises";
import {
  looksLikeInventory,
  resolveDefinition,
  type SiteDefinition,
  validateSiteDefinition,
} from "@storefront/schemas";
import type { VehicleList } from "../stock/vehicle-list.ts";
import { parentFinder } from "./find-parent.ts";
import { type LocatedProblem, locateAll, readJsonSource } from "./json-source.ts";
import { loadInventory, type ReadProgress } from "./load-inventory.ts";

export type LoadedDocument =
  | {
      ok: true;
      kind: "definition";
      file: string;
      definition: SiteDefinition;
      migratedFrom: number | null;
    }
  | {
      ok: true;
      kind: "inventory";
      file: string;
      vehicles: VehicleList;
      rejected: LocatedProblem[];
      rejectedRecords: number;
    }
  | { ok: false; file: string; problems: LocatedProblem[] };

type Expect = "definition" | "inventory" | "either";

/**
 * Reads a JSON file and validates it as a site definition or an inventory, locating every fault.
 * An inventory tells `onRead` how far through the file it is.
 */
export async function loadDocument(
  file: string,
  expect: Expect = "either",
  onRead?: ReadProgress,
): Promise<LoadedDocument> {
  if (expect === "inventory" || (expect === "either" && (await isLarge(file))))
    return inventoryDocument(file, onRead);
  const read = await readJsonSource(file);
  if (!read.ok) return { ok: false, file, problems: read.problems };
  const { source } = read;
  if (expect === "either" && looksLikeInventory(source.value))
    return inventoryDocument(file, onRead);
  // A rooftop is checked and served as the merge with its group's site (found beside it).
  const resolved = isChild(source.value)
    ? await resolveDefinition(source.value, parentFinder(file))
    : { ok: true as const, document: source.value };
  if (!resolved.ok) return { ok: false, file, problems: locateAll(source, resolved.problems) };
  const result = validateSiteDefinition(resolved.document);
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

const isChild = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && "parent" in value;

/** No site definition comes near this size; an inventory of a few thousand vehicles does. */
const largestDefinition = 32 * 1024 * 1024;

async function isLarge(file: string): Promise<boolean> {
  try {
    return (await stat(file)).size > largestDefinition;
  } catch {
    return false;
  }
}

/** Inventories are read record by record, whatever their size (see loadInventory). */
async function inventoryDocument(file: string, onRead?: ReadProgress): Promise<LoadedDocument> {
  const result = await loadInventory(file, onRead);
  return result.ok
    ? { ...result, kind: "inventory", file }
    : { ok: false, file, problems: result.problems };
}
