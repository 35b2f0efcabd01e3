import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import type { SiteDefinition } from "@storefront/schemas";
import type { LocatedProblem } from "../definition/json-source.ts";
import { loadDocument } from "../definition/load-document.ts";

type SiteFile = { file: string; definition: SiteDefinition };
export type SiteLoad =
  | { ok: true; sites: SiteFile[] }
  | { ok: false; failures: { file: string; problems: LocatedProblem[] }[] };

/** A definition file, or a folder of `*.json` definitions and `<slug>/site.json` exports. */
async function definitionFiles(path: string): Promise<string[]> {
  const info = await stat(path).catch(() => undefined);
  if (!info) throw new Error(`No site definition at ${path}`);
  if (info.isFile()) return [path];
  const files: string[] = [];
  for (const entry of await readdir(path, { withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith(".json")) files.push(join(path, entry.name));
    if (entry.isDirectory()) {
      const exported = join(path, entry.name, "site.json");
      if (await stat(exported).catch(() => undefined)) files.push(exported);
    }
  }
  if (!files.length) throw new Error(`No site definitions (*.json or <slug>/site.json) in ${path}`);
  return files.sort();
}

export async function loadSites(path: string): Promise<SiteLoad> {
  const sites: SiteFile[] = [];
  const failures: { file: string; problems: LocatedProblem[] }[] = [];
  for (const file of await definitionFiles(path)) {
    const result = await loadDocument(file, "definition");
    if (!result.ok) failures.push({ file, problems: result.problems });
    else if (result.kind === "definition") sites.push({ file, definition: result.definition });
  }
  return failures.length ? { ok: false, failures } : { ok: true, sites };
}
