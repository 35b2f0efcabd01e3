import {
  currentVersion,
  migrateDefinition,
  type Problem,
  type SiteDefinitionInput,
  validateSiteDefinition,
} from "@storefront/schemas";
import { newSiteIdProblem } from "@storefront/schemas/studio/site-id";
import { StudioError } from "./api/api-errors.ts";
import type { StartFrom } from "./api/api-schemas.ts";
import type { DraftDocument, DraftStore, StoredDraft } from "./draft-store.ts";
import { resolveDraft } from "./group-sites.ts";
import { readSourceDocument, type SourceFolders } from "./site-sources.ts";
import { exportedSiteIds, takenSiteIds } from "./taken-site-ids.ts";

export type StartOutcome =
  | { ok: true; slug: string; draft: SiteDefinitionInput }
  | { ok: false; problems: Problem[] };

type CopiedStart = Exclude<StartFrom, { parent: string }>;

async function startingDocument(folders: SourceFolders, from: CopiedStart) {
  if ("import" in from) return { ok: true as const, document: from.import };
  const source = await readSourceDocument(folders, from);
  if (!source.found) {
    const what = "template" in from ? `template "${from.template}"` : `export "${from.export}"`;
    throw new StudioError(404, `There is no ${what}`);
  }
  return source;
}

/**
 * A new draft from a template, an export or an imported document: checked and upgraded first,
 * so either every problem comes back and nothing is written, or the whole draft is stored.
 * The draft keeps the author's values (defaults are not filled in) and drops `$schema`,
 * which pointed at the schema from the file's old place.
 */
export async function startDraft(
  store: DraftStore,
  folders: SourceFolders,
  from: StartFrom,
): Promise<StartOutcome> {
  if ("parent" in from) return startRooftop(store, folders, from);
  const start = await startingDocument(folders, from);
  if (!start.ok) return { ok: false, problems: start.problems };
  const checked = validateSiteDefinition(start.document);
  if (!checked.ok) return checked;
  const migrated = migrateDefinition(start.document);
  if (!migrated.ok) return migrated;
  const { $schema: _, ...draft } = migrated.document as Record<string, unknown>;
  const stored = await storeDraft(store, folders, from, checked.definition.slug, draft);
  // Valid, as checked above; its type is the schema's input because defaults are not filled in.
  return { ok: true, slug: stored.slug, draft: stored.draft as unknown as SiteDefinitionInput };
}

/**
 * A site started from a template gets the name and id the marketer chose (refused when another
 * draft or export has the id), or else its template's id with the first free number. A draft
 * opened from an export is that site's draft when it gets the export's id.
 */
async function storeDraft(
  store: DraftStore,
  folders: SourceFolders,
  from: CopiedStart,
  sourceSlug: string,
  draft: DraftDocument,
): Promise<StoredDraft> {
  if ("template" in from) {
    const named = from.name ? { ...draft, name: from.name } : draft;
    if (from.slug) {
      const problem = newSiteIdProblem(from.slug, await takenSiteIds(store, folders.exportsDir));
      if (problem) throw new StudioError(409, problem, [{ pointer: "/slug", message: problem }]);
      return store.create(from.slug, named, { exact: true });
    }
    const exports = new Set(await exportedSiteIds(folders.exportsDir));
    return store.create(sourceSlug, named, { taken: (slug) => exports.has(slug) });
  }
  const stored = await store.create(sourceSlug, draft);
  if ("export" in from && stored.slug === from.export)
    await store.saveState(stored.slug, { exportedAs: from.export });
  return stored;
}

/**
 * A rooftop of a group's site: a draft holding only its own name and id and the group's id, so
 * everything else comes from the group until the marketer overrides it.
 */
async function startRooftop(
  store: DraftStore,
  folders: SourceFolders,
  from: { parent: string; name: string; slug: string },
): Promise<StartOutcome> {
  const draft = { version: currentVersion, slug: from.slug, name: from.name, parent: from.parent };
  const resolved = await resolveDraft({ drafts: store, exportsDir: folders.exportsDir }, draft);
  if (!resolved.ok) return resolved;
  const problem = newSiteIdProblem(from.slug, await takenSiteIds(store, folders.exportsDir));
  if (problem) throw new StudioError(409, problem, [{ pointer: "/slug", message: problem }]);
  const stored = await store.create(from.slug, draft, { exact: true });
  return { ok: true, slug: stored.slug, draft: stored.draft as unknown as SiteDefinitionInput };
}
