import {
  migrateDefinition,
  type Problem,
  type SiteDefinitionInput,
  validateSiteDefinition,
} from "@storefront/schemas";
import { StudioError } from "./api/api-errors.ts";
import type { StartFrom } from "./api/api-schemas.ts";
import type { DraftStore } from "./draft-store.ts";
import { readSourceDocument, type SourceFolders } from "./site-sources.ts";

export type StartOutcome =
  | { ok: true; slug: string; draft: SiteDefinitionInput }
  | { ok: false; problems: Problem[] };

async function startingDocument(folders: SourceFolders, from: StartFrom) {
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
  const start = await startingDocument(folders, from);
  if (!start.ok) return { ok: false, problems: start.problems };
  const checked = validateSiteDefinition(start.document);
  if (!checked.ok) return checked;
  const migrated = migrateDefinition(start.document);
  if (!migrated.ok) return migrated;
  const { $schema: _, ...draft } = migrated.document as Record<string, unknown>;
  const stored = await store.create(checked.definition.slug, draft);
  // Valid, as checked above; its type is the schema's input because defaults are not filled in.
  return { ok: true, slug: stored.slug, draft: stored.draft as unknown as SiteDefinitionInput };
}
