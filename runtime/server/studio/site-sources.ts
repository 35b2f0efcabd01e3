import { readdir } from "node:fs/promises";
import { basename, dirname, join, relative } from "node:path";
import type { SiteSource } from "@storefront/schemas/studio-api";
import { type LocatedProblem, readJsonSource } from "../definition/json-source.ts";
import { exportFile } from "./site-export.ts";

export type SourceFolders = { templatesDir: string; exportsDir: string };

type SourceFile = { kind: SiteSource["kind"]; id: string; path: string };

async function sourceFiles(folders: SourceFolders): Promise<SourceFile[]> {
  const templates = await readdir(folders.templatesDir).catch(() => []);
  const exports = await readdir(folders.exportsDir, { withFileTypes: true }).catch(() => []);
  return [
    ...templates
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map((name) => ({
        kind: "template" as const,
        id: basename(name, ".json"),
        path: join(folders.templatesDir, name),
      })),
    ...exports
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
      .map((name) => ({
        kind: "export" as const,
        id: name,
        path: exportFile(folders.exportsDir, name),
      })),
  ];
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** Every template and export that can be read, with what the studio shows of it. */
export async function listSources(folders: SourceFolders): Promise<SiteSource[]> {
  const sources: SiteSource[] = [];
  for (const file of await sourceFiles(folders)) {
    const read = await readJsonSource(file.path);
    if (!read.ok) continue;
    const fields = (read.source.value ?? {}) as Record<string, unknown>;
    const [slug, name, template] = [text(fields.slug), text(fields.name), text(fields.template)];
    if (slug === undefined || name === undefined || template === undefined) continue;
    const root = dirname(file.kind === "template" ? folders.templatesDir : folders.exportsDir);
    sources.push({ kind: file.kind, file: relative(root, file.path), slug, name, template });
  }
  return sources;
}

export type SourceDocument =
  | { found: false }
  | { found: true; ok: true; document: unknown }
  | { found: true; ok: false; problems: LocatedProblem[] };

/**
 * A template by its name (`dealer-group`, its file's name) or by its site's slug; an export by
 * its slug.
 */
export async function readSourceDocument(
  folders: SourceFolders,
  from: { template: string } | { export: string },
): Promise<SourceDocument> {
  const files = await sourceFiles(folders);
  const file =
    "template" in from
      ? await findTemplate(files, from.template)
      : files.find((entry) => entry.kind === "export" && entry.id === from.export);
  if (!file) return { found: false };
  const read = await readJsonSource(file.path);
  return read.ok
    ? { found: true, ok: true, document: read.source.value }
    : { found: true, ok: false, problems: read.problems };
}

async function findTemplate(files: SourceFile[], id: string): Promise<SourceFile | undefined> {
  const templates = files.filter((entry) => entry.kind === "template");
  const byName = templates.find((entry) => entry.id === id);
  if (byName) return byName;
  for (const entry of templates) {
    const read = await readJsonSource(entry.path);
    if (read.ok && (read.source.value as { slug?: unknown } | null)?.slug === id) return entry;
  }
  return undefined;
}
