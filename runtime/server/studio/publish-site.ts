import { readFile } from "node:fs/promises";
import { validateSiteDefinition } from "@storefront/schemas";
import { siteIdProblem } from "@storefront/schemas/studio/site-id";
import type { ExportResult, SiteVersion } from "@storefront/schemas/studio-api";
import type { DraftDocument, DraftStore } from "./draft-store.ts";
import { resolveDraft } from "./group-sites.ts";
import { exportFile, exportSite } from "./site-export.ts";
import { addVersion, readVersion } from "./site-versions.ts";
import { takenSiteIds } from "./taken-site-ids.ts";

export type PublishContext = { drafts: DraftStore; exportsDir: string };

type Published = Extract<ExportResult, { ok: true }>;

async function exportedName(exportsDir: string, slug: string): Promise<string> {
  const text = await readFile(exportFile(exportsDir, slug), "utf8").catch(() => undefined);
  try {
    const name = text === undefined ? undefined : JSON.parse(text).name;
    return typeof name === "string" ? name : slug;
  } catch {
    return slug;
  }
}

/** Writes `exports/<slug>/site.json` and keeps the definition as the site's next version. */
async function writeVersion(
  exportsDir: string,
  slug: string,
  definition: DraftDocument,
  entry: { note: string; rolledBackFrom: number | null },
): Promise<ExportResult> {
  const written = await exportSite(exportsDir, slug, definition);
  if (!written.ok) return written;
  const version: SiteVersion = await addVersion(exportsDir, slug, { definition, ...entry });
  return { ...written, slug, version: version.number } satisfies Published;
}

/**
 * Exports a draft as the site its id names, as a new version; a rooftop's is its merged site. The id is checked by the same rule
 * the studio checks where it is typed; replacing an export the draft was not exported as needs
 * `replace`, or the answer names the site it would replace.
 */
export async function publishDraft(
  { drafts, exportsDir }: PublishContext,
  draftSlug: string,
  request: { draft: DraftDocument; note?: string | undefined; replace?: boolean | undefined },
): Promise<ExportResult> {
  // A rooftop exports as its group's site with its own values over it, the group as it is now.
  const resolved = await resolveDraft({ drafts, exportsDir }, request.draft);
  if (!resolved.ok) return resolved;
  const checked = validateSiteDefinition(resolved.document);
  if (!checked.ok) return checked;
  const slug = checked.definition.slug;
  const { exportedAs } = await drafts.readState(draftSlug);
  const taken = await takenSiteIds(drafts, exportsDir, draftSlug);
  const problem = siteIdProblem(slug, { startedAs: draftSlug, exportedAs, ...taken });
  if (problem) return { ok: false, problems: [{ pointer: "/slug", message: problem }] };
  if (taken.exports.includes(slug) && exportedAs !== slug && !request.replace)
    return { ok: false, replaces: { slug, name: await exportedName(exportsDir, slug) } };
  const result = await writeVersion(exportsDir, slug, resolved.document, {
    note: request.note ?? "",
    rolledBackFrom: null,
  });
  if (!result.ok) return result;
  // The draft is saved as exported, so the drafts list shows it as exported.
  await drafts.save(draftSlug, request.draft);
  await drafts.saveState(draftSlug, { exportedAs: slug });
  return result;
}

/**
 * Puts an earlier version back as the site's export, as a new version (nothing is overwritten).
 * The draft is left as it is: the studio puts the version in it as a step that can be undone.
 */
export async function rollBack(
  exportsDir: string,
  slug: string,
  request: { version: number; note?: string | undefined },
): Promise<ExportResult | undefined> {
  const earlier = await readVersion(exportsDir, slug, request.version);
  if (!earlier) return undefined;
  const definition = earlier.definition as DraftDocument;
  return writeVersion(exportsDir, slug, definition, {
    note: request.note || `Rolled back to version ${request.version}`,
    rolledBackFrom: request.version,
  });
}
