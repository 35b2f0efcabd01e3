import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { SiteVersion, SiteVersionDetail } from "@storefront/schemas/studio-api";
import { siteSlug } from "./api/api-schemas.ts";
import { createFileAtomic } from "./atomic-file.ts";

type VersionFile = SiteVersion & { definition: Record<string, unknown> };

/** Every export of a site is kept beside it as `exports/<slug>/versions/<number>.json`. */
const versionsDir = (exportsDir: string, slug: string) =>
  join(exportsDir, siteSlug.parse(slug), "versions");

const versionFile = (exportsDir: string, slug: string, number: number) =>
  join(versionsDir(exportsDir, slug), `${number}.json`);

async function versionNumbers(exportsDir: string, slug: string): Promise<number[]> {
  const names = await readdir(versionsDir(exportsDir, slug)).catch(() => [] as string[]);
  return names
    .map((name) => /^(\d+)\.json$/.exec(name)?.[1])
    .filter((number): number is string => number !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

/** The version, or undefined when the site has no such version. */
export async function readVersion(
  exportsDir: string,
  slug: string,
  number: number,
): Promise<SiteVersionDetail | undefined> {
  const text = await readFile(versionFile(exportsDir, slug, number), "utf8").catch((error) => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  });
  if (text === undefined) return undefined;
  const { definition, ...version } = JSON.parse(text) as VersionFile;
  return { ...version, definition: definition as SiteVersionDetail["definition"] };
}

/** The site's versions, newest first, without their definitions. */
export async function listVersions(exportsDir: string, slug: string): Promise<SiteVersion[]> {
  const numbers = await versionNumbers(exportsDir, slug);
  const versions = await Promise.all(
    numbers.map((number) => readVersion(exportsDir, slug, number)),
  );
  return versions
    .filter((version): version is SiteVersionDetail => version !== undefined)
    .map(({ definition: _, ...version }) => version)
    .reverse();
}

/**
 * Keeps the definition as the site's next version. A version file is created, never replaced:
 * two exports at once get two numbers.
 */
export async function addVersion(
  exportsDir: string,
  slug: string,
  entry: { definition: Record<string, unknown>; note: string; rolledBackFrom: number | null },
  now = new Date(),
): Promise<SiteVersion> {
  let number = ((await versionNumbers(exportsDir, slug)).at(-1) ?? 0) + 1;
  for (;;) {
    const version: SiteVersion = {
      number,
      exportedAt: now.toISOString(),
      note: entry.note,
      rolledBackFrom: entry.rolledBackFrom,
    };
    const file: VersionFile = { ...version, definition: entry.definition };
    const text = `${JSON.stringify(file, null, 2)}\n`;
    if (await createFileAtomic(versionFile(exportsDir, slug, number), text)) return version;
    number += 1;
  }
}
