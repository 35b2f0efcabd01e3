import { readdir } from "node:fs/promises";
import type { DraftStore } from "./draft-store.ts";

export type TakenSiteIds = { drafts: string[]; exports: string[] };

/** Every exported site's id: the folders of `exports/`. */
export async function exportedSiteIds(exportsDir: string): Promise<string[]> {
  const entries = await readdir(exportsDir, { withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
}

/**
 * The ids other sites have, which a site may not take: each draft's own name and the id it has
 * now (the draft `except` left out), and every export.
 */
export async function takenSiteIds(
  drafts: DraftStore,
  exportsDir: string,
  except?: string,
): Promise<TakenSiteIds> {
  const stored = await drafts.list();
  const draftIds = stored
    .filter(({ slug }) => slug !== except)
    .flatMap(({ slug, draft }) => (typeof draft.slug === "string" ? [slug, draft.slug] : [slug]));
  return { drafts: [...new Set(draftIds)], exports: await exportedSiteIds(exportsDir) };
}
