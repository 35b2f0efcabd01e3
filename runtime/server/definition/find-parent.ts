import { readdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { readJsonSource } from "./json-source.ts";

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

async function readDefinition(file: string): Promise<Json | undefined> {
  const read = await readJsonSource(file).catch(() => undefined);
  return read?.ok && isObject(read.source.value) ? read.source.value : undefined;
}

/**
 * Finds a rooftop's group site by its slug beside the rooftop's file: `<slug>.json` or
 * `<slug>/site.json` in its folder, `../<slug>/site.json` for an export, else any definition in
 * its folder with that slug (a template named otherwise).
 */
export function parentFinder(file: string): (slug: string) => Promise<Json | undefined> {
  const folder = dirname(file);
  return async (slug) => {
    const candidates = [
      join(folder, `${slug}.json`),
      join(folder, slug, "site.json"),
      join(dirname(folder), slug, "site.json"),
    ];
    for (const candidate of candidates) {
      const found = await readDefinition(candidate);
      if (found?.slug === slug) return found;
    }
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names.filter((entry) => entry.endsWith(".json")).sort()) {
      const found = await readDefinition(join(folder, name));
      if (found?.slug === slug) return found;
    }
    return undefined;
  };
}
