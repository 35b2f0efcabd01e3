import { readFile } from "node:fs/promises";
import { type Resolved, resolveDefinition } from "@storefront/schemas";
import type { DraftDocument, DraftStore } from "./draft-store.ts";
import { exportFile } from "./site-export.ts";

export type GroupContext = { drafts: DraftStore; exportsDir: string };

async function exportedDefinition(exportsDir: string, slug: string) {
  const text = await readFile(exportFile(exportsDir, slug), "utf8").catch(() => undefined);
  try {
    const value: unknown = text === undefined ? undefined : JSON.parse(text);
    return typeof value === "object" && value !== null ? (value as DraftDocument) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A site as the studio holds it now, by its id: its draft (so a change to a group reaches its
 * rooftops on their next export, exported or not), else its export.
 */
export async function studioSite(
  { drafts, exportsDir }: GroupContext,
  slug: string,
): Promise<DraftDocument | undefined> {
  const draft = await drafts.read(slug).catch(() => undefined);
  return draft?.draft ?? exportedDefinition(exportsDir, slug);
}

/** The site a draft serves: itself, or for a rooftop its group's site with its own values over it. */
export function resolveDraft(context: GroupContext, draft: DraftDocument): Promise<Resolved> {
  if (!("parent" in draft)) return Promise.resolve({ ok: true, document: draft });
  return resolveDefinition(draft, (slug) => studioSite(context, slug));
}
