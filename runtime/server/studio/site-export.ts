import { dirname, join, relative } from "node:path";
import { migrateDefinition, type Problem, validateSiteDefinition } from "@storefront/schemas";
import { canonicalDefinitionJson } from "@storefront/schemas/artifacts/canonical-json";
import { writeFileAtomic } from "./atomic-file.ts";

/** Exports sit two folders below the repository root, as `exports/<slug>/site.json`. */
export const exportSchemaRef = "../../schemas/generated/site-definition.schema.json";

export type ExportOutcome =
  | { ok: true; file: string; bytes: number }
  | { ok: false; problems: Problem[] };

export const exportFile = (exportsDir: string, slug: string) => join(exportsDir, slug, "site.json");

/**
 * The text an export of this document has: upgraded to the current version, in canonical form,
 * pointing editors at the JSON Schema. Two documents that mean the same export the same bytes.
 */
export function exportText(document: Record<string, unknown>): string {
  const migrated = migrateDefinition(document);
  const upgraded = migrated.ok ? (migrated.document as Record<string, unknown>) : document;
  const { $schema: _, ...fields } = upgraded;
  return canonicalDefinitionJson({ $schema: exportSchemaRef, ...fields });
}

/** Writes `exports/<slug>/site.json` when the document is a valid site with that slug. */
export async function exportSite(
  exportsDir: string,
  slug: string,
  document: Record<string, unknown>,
): Promise<ExportOutcome> {
  const result = validateSiteDefinition(document);
  if (!result.ok) return result;
  if (result.definition.slug !== slug) {
    const message = `This draft exports to exports/${slug}/, so its slug must be "${slug}"`;
    return { ok: false, problems: [{ pointer: "/slug", message }] };
  }
  const text = exportText(document);
  const file = exportFile(exportsDir, slug);
  await writeFileAtomic(file, text);
  return { ok: true, file: relative(dirname(exportsDir), file), bytes: Buffer.byteLength(text) };
}
