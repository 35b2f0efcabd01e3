import { readFile } from "node:fs/promises";
import type { DraftSummary } from "@storefront/schemas/studio-api";
import type { DraftStore } from "./draft-store.ts";
import { resolveDraft } from "./group-sites.ts";
import { exportFile, exportText } from "./site-export.ts";

const text = (value: unknown, fallback: string) => (typeof value === "string" ? value : fallback);

/**
 * Every draft, most recently saved first. A draft is unexported when exporting it now would not
 * give the bytes (a rooftop's merged with its group's site as it is now) in `the export of its site (`exports/<id>/site.json`), or there is none.
 */
export async function draftSummaries(
  store: DraftStore,
  exportsDir: string,
): Promise<DraftSummary[]> {
  const drafts = await store.list();
  const summaries = await Promise.all(
    drafts.map(async ({ slug, draft, updatedAt }): Promise<DraftSummary> => {
      const { exportedAs } = await store.readState(slug);
      const file = exportFile(exportsDir, exportedAs ?? slug);
      const exported = await readFile(file, "utf8").catch(() => undefined);
      const resolved = await resolveDraft({ drafts: store, exportsDir }, draft);
      const site = resolved.ok ? resolved.document : draft;
      return {
        slug,
        name: text(draft.name, slug),
        template: text(site.template, ""),
        updatedAt,
        unexported: exported !== exportText(site),
        exportedAs,
        parent: typeof draft.parent === "string" ? draft.parent : null,
      };
    }),
  );
  return summaries.sort(
    (a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.slug.localeCompare(b.slug),
  );
}
